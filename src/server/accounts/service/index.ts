// The accounts domain's public surface: routes, pages, scripts and other domains import accounts
// only from here. Everything else in this folder is private to the domain.
export { getDefaultAddress, removeDefaultAddress, saveDefaultAddress } from './address.ts';
export { readAvatarFile } from './avatar-file.ts';
export { cancelAccount, eraseAccount } from './cancel-account.ts';
export { changePassword } from './change-password.ts';
export { forgotPassword } from './forgot-password.ts';
export { getProfile } from './get-profile.ts';
export { ACCOUNT_SUSPENDED, LOGIN_THROTTLE_RULE, loginMember } from './login.ts';
export { INVITATION_DAYS, sendInvitationMails, sendResetMail, unusablePasswordHash } from './links.ts';
export { loadUser, toUser } from './user-view.ts';
export { logoutMember } from './logout.ts';
export { exportMemberData, memberHome, memberViews, subscriptionStatus, type MemberViews } from './member-views.ts';
export {
  getNotificationSettings,
  notificationPreference,
  saveNotificationSettings,
  wantsNotification,
  withDefaults as notificationSettingsWithDefaults,
} from './notification-settings.ts';
export { getNewsEmails, setNewsEmails } from './news-emails.ts';
export { registerMember } from './register.ts';
export { recordSecurityEvent, type RequestOrigin, type SecurityEventKind } from './security-events.ts';
export {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  signInWithPasskey,
} from './passkeys.ts';
export {
  completeSecondFactor,
  disableTotp,
  enableTotp,
  regenerateRecoveryCodes,
  startTotpSetup,
  twoFactorStatus,
} from './two-factor.ts';
export { listSessions, revokeOtherSessions, revokeSession } from './sessions.ts';
export { resendVerification } from './resend-verification.ts';
export { resetPassword } from './reset-password.ts';
export { updateProfile } from './update-profile.ts';
export { invitationOnVerify, verifyEmail, type InvitationOnVerify } from './verify-email.ts';
export { avatarUrl } from './user-view.ts';
