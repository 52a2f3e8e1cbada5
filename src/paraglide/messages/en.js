/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Footer_AboutInputs */
/** @typedef {{}} Footer_All_PagesInputs */
/** @typedef {{}} Footer_App_StoreInputs */
/** @typedef {{}} Footer_BlogInputs */
/** @typedef {{}} Footer_BundlesInputs */
/** @typedef {{}} Footer_CareersInputs */
/** @typedef {{}} Footer_Case_StudiesInputs */
/** @typedef {{}} Footer_CompanyInputs */
/** @typedef {{}} Footer_ContactInputs */
/** @typedef {{}} Footer_Cookie_SettingsInputs */
/** @typedef {{}} Footer_CookiesInputs */
/** @typedef {{}} Footer_CoursesInputs */
/** @typedef {{}} Footer_Get_AppInputs */
/** @typedef {{}} Footer_Google_PlayInputs */
/** @typedef {{}} Footer_HelpInputs */
/** @typedef {{}} Footer_Install_AppInputs */
/** @typedef {{}} Footer_LearnInputs */
/** @typedef {{}} Footer_LegalInputs */
/** @typedef {{}} Footer_PoweredInputs */
/** @typedef {{}} Footer_PricingInputs */
/** @typedef {{}} Footer_PrivacyInputs */
/** @typedef {{ year: NonNullable<unknown> }} Footer_RightsInputs */
/** @typedef {{}} Footer_SocialInputs */
/** @typedef {{}} Footer_SupportInputs */
/** @typedef {{}} Footer_Support_HeadingInputs */
/** @typedef {{}} Footer_TaglineInputs */
/** @typedef {{}} Footer_TermsInputs */
/** @typedef {{}} Footer_TestimonialsInputs */
/** @typedef {{}} Header_All_CoursesInputs */
/** @typedef {{}} Header_BlogInputs */
/** @typedef {{}} Header_BundlesInputs */
/** @typedef {{}} Header_Close_MenuInputs */
/** @typedef {{}} Header_CoursesInputs */
/** @typedef {{}} Header_HiInputs */
/** @typedef {{ name: NonNullable<unknown> }} Header_Hi_NameInputs */
/** @typedef {{}} Header_HomeInputs */
/** @typedef {{}} Header_Home_LabelInputs */
/** @typedef {{}} Header_LoginInputs */
/** @typedef {{}} Header_LogoutInputs */
/** @typedef {{}} Header_Main_NavInputs */
/** @typedef {{}} Header_MenuInputs */
/** @typedef {{}} Header_NotificationsInputs */
/** @typedef {{}} Header_Open_MenuInputs */
/** @typedef {{}} Header_Search_ButtonInputs */
/** @typedef {{}} Header_Search_LabelInputs */
/** @typedef {{}} Header_Search_Label_PhoneInputs */
/** @typedef {{}} Header_Sign_UpInputs */
/** @typedef {{}} Header_StudioInputs */
/** @typedef {{}} Language_Name_EnInputs */
/** @typedef {{}} Language_Name_EsInputs */
/** @typedef {{}} Language_Switch_LabelInputs */
/** @typedef {{ language: NonNullable<unknown> }} Language_Switch_ToInputs */
/** @typedef {{}} Nav_BadgesInputs */
/** @typedef {{}} Nav_Become_MentorInputs */
/** @typedef {{}} Nav_BillingInputs */
/** @typedef {{}} Nav_BookmarkInputs */
/** @typedef {{}} Nav_CertificateInputs */
/** @typedef {{}} Nav_DashboardInputs */
/** @typedef {{}} Nav_InvitationsInputs */
/** @typedef {{}} Nav_LeaderboardInputs */
/** @typedef {{}} Nav_LiveInputs */
/** @typedef {{}} Nav_MentorInputs */
/** @typedef {{}} Nav_MessagesInputs */
/** @typedef {{}} Nav_My_CoursesInputs */
/** @typedef {{}} Nav_PointsInputs */
/** @typedef {{}} Nav_SettingsInputs */
/** @typedef {{}} Seo_Default_DescriptionInputs */
/** @typedef {{}} Sidebar_LabelInputs */
/** @typedef {{}} Sidebar_ToggleInputs */
/** @typedef {{}} Skip_To_ContentInputs */
/** @typedef {{}} Untranslated_NoteInputs */


export const footer_about = /** @type {(inputs: Footer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

export const footer_all_pages = /** @type {(inputs: Footer_All_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All pages`)
};

export const footer_app_store = /** @type {(inputs: Footer_App_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download on the App Store`)
};

export const footer_blog = /** @type {(inputs: Footer_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

export const footer_bundles = /** @type {(inputs: Footer_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundles`)
};

export const footer_careers = /** @type {(inputs: Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Careers`)
};

export const footer_case_studies = /** @type {(inputs: Footer_Case_StudiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Case studies`)
};

export const footer_company = /** @type {(inputs: Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const footer_contact = /** @type {(inputs: Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const footer_cookie_settings = /** @type {(inputs: Footer_Cookie_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie settings`)
};

export const footer_cookies = /** @type {(inputs: Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie policy`)
};

export const footer_courses = /** @type {(inputs: Footer_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses`)
};

export const footer_get_app = /** @type {(inputs: Footer_Get_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get the app`)
};

export const footer_google_play = /** @type {(inputs: Footer_Google_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get it on Google Play`)
};

export const footer_help = /** @type {(inputs: Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help centre`)
};

export const footer_install_app = /** @type {(inputs: Footer_Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install the app`)
};

export const footer_learn = /** @type {(inputs: Footer_LearnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal`)
};

export const footer_powered = /** @type {(inputs: Footer_PoweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Powered by Wellspring Learning Platform`)
};

export const footer_pricing = /** @type {(inputs: Footer_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products & pricing`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

export const footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} Wellspring. All rights reserved.`)
};

export const footer_social = /** @type {(inputs: Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social links`)
};

export const footer_support = /** @type {(inputs: Footer_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Have a question? Call us 24/7`)
};

export const footer_support_heading = /** @type {(inputs: Footer_Support_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

export const footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A complete ecosystem for personal development and wellness.`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms & conditions`)
};

export const footer_testimonials = /** @type {(inputs: Footer_TestimonialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testimonials`)
};

export const header_all_courses = /** @type {(inputs: Header_All_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All courses`)
};

export const header_blog = /** @type {(inputs: Header_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

export const header_bundles = /** @type {(inputs: Header_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundles`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

export const header_courses = /** @type {(inputs: Header_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses`)
};

export const header_hi = /** @type {(inputs: Header_HiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hi`)
};

export const header_hi_name = /** @type {(inputs: Header_Hi_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name}`)
};

export const header_home = /** @type {(inputs: Header_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wellspring home`)
};

export const header_login = /** @type {(inputs: Header_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

export const header_logout = /** @type {(inputs: Header_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logout`)
};

export const header_main_nav = /** @type {(inputs: Header_Main_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const header_menu = /** @type {(inputs: Header_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const header_notifications = /** @type {(inputs: Header_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

export const header_search_button = /** @type {(inputs: Header_Search_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const header_search_label = /** @type {(inputs: Header_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search courses`)
};

export const header_search_label_phone = /** @type {(inputs: Header_Search_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search courses on the phone`)
};

export const header_sign_up = /** @type {(inputs: Header_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

export const header_studio = /** @type {(inputs: Header_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studio`)
};

export const language_name_en = /** @type {(inputs: Language_Name_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const language_name_es = /** @type {(inputs: Language_Name_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Español`)
};

export const language_switch_label = /** @type {(inputs: Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const language_switch_to = /** @type {(inputs: Language_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read this page in ${i?.language}`)
};

export const nav_badges = /** @type {(inputs: Nav_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badges`)
};

export const nav_become_mentor = /** @type {(inputs: Nav_Become_MentorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Mentor`)
};

export const nav_billing = /** @type {(inputs: Nav_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

export const nav_bookmark = /** @type {(inputs: Nav_BookmarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookmark`)
};

export const nav_certificate = /** @type {(inputs: Nav_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificate`)
};

export const nav_dashboard = /** @type {(inputs: Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const nav_invitations = /** @type {(inputs: Nav_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

export const nav_leaderboard = /** @type {(inputs: Nav_LeaderboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboard`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live sessions`)
};

export const nav_mentor = /** @type {(inputs: Nav_MentorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentor`)
};

export const nav_messages = /** @type {(inputs: Nav_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

export const nav_my_courses = /** @type {(inputs: Nav_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Courses`)
};

export const nav_points = /** @type {(inputs: Nav_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

export const nav_settings = /** @type {(inputs: Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const seo_default_description = /** @type {(inputs: Seo_Default_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses, practices and a caring community for your mind, body and everyday growth.`)
};

export const sidebar_label = /** @type {(inputs: Sidebar_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member area`)
};

export const sidebar_toggle = /** @type {(inputs: Sidebar_ToggleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member menu`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const untranslated_note = /** @type {(inputs: Untranslated_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This content has no Spanish version yet, so it is shown in English.`)
};