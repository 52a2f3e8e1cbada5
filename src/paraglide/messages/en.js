/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_Back_To_LoginInputs */
/** @typedef {{}} Auth_Check_InboxInputs */
/** @typedef {{}} Auth_Email_LabelInputs */
/** @typedef {{}} Auth_Forgot_IntroInputs */
/** @typedef {{}} Auth_Forgot_RememberedInputs */
/** @typedef {{}} Auth_Forgot_SubmitInputs */
/** @typedef {{}} Auth_Forgot_TitleInputs */
/** @typedef {{}} Auth_Layout_PrivacyInputs */
/** @typedef {{}} Auth_Layout_TermsInputs */
/** @typedef {{}} Auth_Log_In_LinkInputs */
/** @typedef {{}} Auth_Login_BusyInputs */
/** @typedef {{}} Auth_Login_Code_BusyInputs */
/** @typedef {{}} Auth_Login_Code_HeadingInputs */
/** @typedef {{}} Auth_Login_Code_HelpInputs */
/** @typedef {{}} Auth_Login_Code_LabelInputs */
/** @typedef {{}} Auth_Login_Code_RestartInputs */
/** @typedef {{}} Auth_Login_Code_SubmitInputs */
/** @typedef {{}} Auth_Login_Create_AccountInputs */
/** @typedef {{}} Auth_Login_HeadingInputs */
/** @typedef {{}} Auth_Login_IntroInputs */
/** @typedef {{}} Auth_Login_New_HereInputs */
/** @typedef {{}} Auth_Login_Notice_ResetInputs */
/** @typedef {{}} Auth_Login_Notice_VerifiedInputs */
/** @typedef {{}} Auth_Login_OrInputs */
/** @typedef {{}} Auth_Login_Passkey_ButtonInputs */
/** @typedef {{}} Auth_Login_SubmitInputs */
/** @typedef {{}} Auth_Login_TitleInputs */
/** @typedef {{}} Auth_Logout_Busy_HeadingInputs */
/** @typedef {{}} Auth_Logout_Busy_MessageInputs */
/** @typedef {{}} Auth_Logout_Done_HeadingInputs */
/** @typedef {{}} Auth_Logout_Done_MessageInputs */
/** @typedef {{}} Auth_Logout_HomeInputs */
/** @typedef {{}} Auth_Logout_Login_AgainInputs */
/** @typedef {{}} Auth_Logout_TitleInputs */
/** @typedef {{}} Auth_Network_ErrorInputs */
/** @typedef {{}} Auth_Passkey_FailedInputs */
/** @typedef {{}} Auth_Passkey_WaitingInputs */
/** @typedef {{}} Auth_Password_LabelInputs */
/** @typedef {{}} Auth_Please_WaitInputs */
/** @typedef {{}} Auth_Register_BusyInputs */
/** @typedef {{}} Auth_Register_Go_LoginInputs */
/** @typedef {{}} Auth_Register_Have_AccountInputs */
/** @typedef {{}} Auth_Register_IntroInputs */
/** @typedef {{}} Auth_Register_Invite_NoteInputs */
/** @typedef {{}} Auth_Register_Name_LabelInputs */
/** @typedef {{}} Auth_Register_NewsInputs */
/** @typedef {{}} Auth_Register_No_EmailInputs */
/** @typedef {{}} Auth_Register_Password_AgainInputs */
/** @typedef {{ min: NonNullable<unknown> }} Auth_Register_Password_HintInputs */
/** @typedef {{}} Auth_Register_Privacy_LinkInputs */
/** @typedef {{}} Auth_Register_ResendInputs */
/** @typedef {{}} Auth_Register_Resend_FailedInputs */
/** @typedef {{}} Auth_Register_SubmitInputs */
/** @typedef {{}} Auth_Register_Terms_BeforeInputs */
/** @typedef {{}} Auth_Register_Terms_LinkInputs */
/** @typedef {{}} Auth_Register_Terms_MiddleInputs */
/** @typedef {{}} Auth_Register_TitleInputs */
/** @typedef {{}} Auth_Reset_AgainInputs */
/** @typedef {{}} Auth_Reset_Ask_NewInputs */
/** @typedef {{}} Auth_Reset_DoneInputs */
/** @typedef {{}} Auth_Reset_ExpiredInputs */
/** @typedef {{}} Auth_Reset_ForInputs */
/** @typedef {{}} Auth_Reset_New_PasswordInputs */
/** @typedef {{ min: NonNullable<unknown> }} Auth_Reset_Password_HintInputs */
/** @typedef {{}} Auth_Reset_Signed_OutInputs */
/** @typedef {{}} Auth_Reset_SubmitInputs */
/** @typedef {{}} Auth_Reset_TitleInputs */
/** @typedef {{}} Auth_SavingInputs */
/** @typedef {{}} Auth_SendingInputs */
/** @typedef {{}} Auth_Verify_Error_Email_LabelInputs */
/** @typedef {{}} Auth_Verify_Error_HeadingInputs */
/** @typedef {{}} Auth_Verify_Error_IntroInputs */
/** @typedef {{}} Auth_Verify_Error_Login_LinkInputs */
/** @typedef {{}} Auth_Verify_Error_SubmitInputs */
/** @typedef {{}} Auth_Verify_Error_TitleInputs */
/** @typedef {{}} Auth_Verify_HeadingInputs */
/** @typedef {{}} Auth_Verify_LoadingInputs */
/** @typedef {{}} Auth_Verify_NoscriptInputs */
/** @typedef {{}} Auth_Verify_Success_ContinueInputs */
/** @typedef {{}} Auth_Verify_Success_CoursesInputs */
/** @typedef {{}} Auth_Verify_Success_DashboardInputs */
/** @typedef {{}} Auth_Verify_Success_HeadingInputs */
/** @typedef {{}} Auth_Verify_Success_MenteeInputs */
/** @typedef {{}} Auth_Verify_Success_TextInputs */
/** @typedef {{}} Auth_Verify_Success_TitleInputs */
/** @typedef {{}} Auth_Verify_TitleInputs */
/** @typedef {{}} Commerce_Billing_CancelInputs */
/** @typedef {{}} Commerce_Billing_Cancel_ConfirmInputs */
/** @typedef {{}} Commerce_Billing_Cancel_Confirm_TitleInputs */
/** @typedef {{}} Commerce_Billing_Cancel_FailedInputs */
/** @typedef {{}} Commerce_Billing_Cancelled_ToastInputs */
/** @typedef {{}} Commerce_Billing_EndedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Commerce_Billing_Ends_OnInputs */
/** @typedef {{}} Commerce_Billing_HistoryInputs */
/** @typedef {{ date: NonNullable<unknown> }} Commerce_Billing_Keep_UntilInputs */
/** @typedef {{}} Commerce_Billing_Last_TryInputs */
/** @typedef {{}} Commerce_Billing_No_PaymentsInputs */
/** @typedef {{}} Commerce_Billing_No_SubscriptionInputs */
/** @typedef {{}} Commerce_Billing_Not_FinishedInputs */
/** @typedef {{}} Commerce_Billing_Opening_PaymentInputs */
/** @typedef {{}} Commerce_Billing_Past_DueInputs */
/** @typedef {{}} Commerce_Billing_Payment_PagesInputs */
/** @typedef {{}} Commerce_Billing_PaymentsInputs */
/** @typedef {{}} Commerce_Billing_Renewal_Failed_HeadingInputs */
/** @typedef {{}} Commerce_Billing_Renewal_RetriedInputs */
/** @typedef {{ date: NonNullable<unknown>, amount: NonNullable<unknown> }} Commerce_Billing_Renews_OnInputs */
/** @typedef {{}} Commerce_Billing_ResumeInputs */
/** @typedef {{}} Commerce_Billing_Resume_FailedInputs */
/** @typedef {{}} Commerce_Billing_Resumed_ToastInputs */
/** @typedef {{ date: NonNullable<unknown> }} Commerce_Billing_Retry_OnInputs */
/** @typedef {{}} Commerce_Billing_Start_FailedInputs */
/** @typedef {{}} Commerce_Billing_Status_ActiveInputs */
/** @typedef {{}} Commerce_Billing_Status_CancelledInputs */
/** @typedef {{}} Commerce_Billing_Status_ExpiredInputs */
/** @typedef {{}} Commerce_Billing_Status_Past_DueInputs */
/** @typedef {{}} Commerce_Billing_SubscriptionInputs */
/** @typedef {{}} Commerce_Billing_Subscription_Load_FailedInputs */
/** @typedef {{}} Commerce_Billing_TitleInputs */
/** @typedef {{}} Commerce_Billing_UnsettledInputs */
/** @typedef {{}} Commerce_Billing_View_InvoiceInputs */
/** @typedef {{ number: NonNullable<unknown> }} Commerce_Billing_View_Invoice_NumberInputs */
/** @typedef {{}} Commerce_Billing_Waiting_BankInputs */
/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown> }} Commerce_Card_EndingInputs */
/** @typedef {{}} Commerce_Checkout_Apply_CodeInputs */
/** @typedef {{}} Commerce_Checkout_Billing_AddressInputs */
/** @typedef {{}} Commerce_Checkout_Billing_HintInputs */
/** @typedef {{}} Commerce_Checkout_Browse_CoursesInputs */
/** @typedef {{}} Commerce_Checkout_BusinessInputs */
/** @typedef {{}} Commerce_Checkout_Choose_CountryInputs */
/** @typedef {{}} Commerce_Checkout_Choose_Country_HintInputs */
/** @typedef {{}} Commerce_Checkout_CityInputs */
/** @typedef {{}} Commerce_Checkout_CompanyInputs */
/** @typedef {{}} Commerce_Checkout_CountryInputs */
/** @typedef {{}} Commerce_Checkout_Line1Inputs */
/** @typedef {{}} Commerce_Checkout_Line2Inputs */
/** @typedef {{}} Commerce_Checkout_NameInputs */
/** @typedef {{}} Commerce_Checkout_NothingInputs */
/** @typedef {{}} Commerce_Checkout_Open_FailedInputs */
/** @typedef {{}} Commerce_Checkout_OrInputs */
/** @typedef {{}} Commerce_Checkout_Pay_NoteInputs */
/** @typedef {{}} Commerce_Checkout_PostcodeInputs */
/** @typedef {{}} Commerce_Checkout_RegionInputs */
/** @typedef {{}} Commerce_Checkout_See_MembershipsInputs */
/** @typedef {{}} Commerce_Checkout_TitleInputs */
/** @typedef {{}} Commerce_Checkout_Vat_HintInputs */
/** @typedef {{}} Commerce_Checkout_Vat_NumberInputs */
/** @typedef {{}} Commerce_Credit_Note_Download_FailedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Commerce_Credit_Note_Download_LabelInputs */
/** @typedef {{ number: NonNullable<unknown>, date: NonNullable<unknown>, amount: NonNullable<unknown> }} Commerce_Credit_Note_LineInputs */
/** @typedef {{}} Commerce_Credit_NotesInputs */
/** @typedef {{}} Commerce_DiscountInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Commerce_Discount_Amount_OffInputs */
/** @typedef {{}} Commerce_Discount_Code_OptionalInputs */
/** @typedef {{ off: NonNullable<unknown> }} Commerce_Discount_ForeverInputs */
/** @typedef {{ count: NonNullable<unknown>, off: NonNullable<unknown> }} Commerce_Discount_MonthsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Commerce_Discount_NamedInputs */
/** @typedef {{ off: NonNullable<unknown> }} Commerce_Discount_OnceInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Commerce_Discount_Percent_OffInputs */
/** @typedef {{}} Commerce_Download_PdfInputs */
/** @typedef {{}} Commerce_Invoice_AmountInputs */
/** @typedef {{}} Commerce_Invoice_BackInputs */
/** @typedef {{}} Commerce_Invoice_Billed_ToInputs */
/** @typedef {{}} Commerce_Invoice_DescriptionInputs */
/** @typedef {{}} Commerce_Invoice_Download_FailedInputs */
/** @typedef {{}} Commerce_Invoice_FromInputs */
/** @typedef {{}} Commerce_Invoice_Go_BillingInputs */
/** @typedef {{}} Commerce_Invoice_LinesInputs */
/** @typedef {{}} Commerce_Invoice_NetInputs */
/** @typedef {{}} Commerce_Invoice_No_AddressInputs */
/** @typedef {{}} Commerce_Invoice_None_HereInputs */
/** @typedef {{}} Commerce_Invoice_Not_FoundInputs */
/** @typedef {{}} Commerce_Invoice_Not_Found_ErrorInputs */
/** @typedef {{ number: NonNullable<unknown> }} Commerce_Invoice_NumberInputs */
/** @typedef {{ method: NonNullable<unknown> }} Commerce_Invoice_Paid_ByInputs */
/** @typedef {{}} Commerce_Invoice_QtyInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Commerce_Invoice_RateInputs */
/** @typedef {{}} Commerce_Invoice_Reverse_ChargeInputs */
/** @typedef {{}} Commerce_Invoice_SubtotalInputs */
/** @typedef {{}} Commerce_Invoice_TaxInputs */
/** @typedef {{ id: NonNullable<unknown> }} Commerce_Invoice_Tax_IdInputs */
/** @typedef {{}} Commerce_Invoice_Tax_RateInputs */
/** @typedef {{}} Commerce_Invoice_TitleInputs */
/** @typedef {{}} Commerce_Invoice_Total_PaidInputs */
/** @typedef {{}} Commerce_Invoice_Unit_PriceInputs */
/** @typedef {{}} Commerce_Invoice_What_BoughtInputs */
/** @typedef {{}} Commerce_Log_InInputs */
/** @typedef {{}} Commerce_Log_In_To_See_PaymentInputs */
/** @typedef {{}} Commerce_Not_Found_PaymentInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Commerce_Pay_AmountInputs */
/** @typedef {{}} Commerce_Pay_Now_Other_CardInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Commerce_Pay_Now_Other_Card_AmountInputs */
/** @typedef {{}} Commerce_Payment_Not_ThroughInputs */
/** @typedef {{}} Commerce_Payment_Status_FailedInputs */
/** @typedef {{}} Commerce_Payment_Status_PaidInputs */
/** @typedef {{}} Commerce_Payment_Status_Partially_RefundedInputs */
/** @typedef {{}} Commerce_Payment_Status_PendingInputs */
/** @typedef {{}} Commerce_Payment_Status_RefundedInputs */
/** @typedef {{}} Commerce_Payment_Status_Requires_ActionInputs */
/** @typedef {{ price: NonNullable<unknown> }} Commerce_Plan_Price_MonthInputs */
/** @typedef {{ price: NonNullable<unknown> }} Commerce_Plan_Price_YearInputs */
/** @typedef {{ amount: NonNullable<unknown>, percent: NonNullable<unknown> }} Commerce_Plan_SavingInputs */
/** @typedef {{}} Commerce_PriceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Commerce_Result_After_DiscountInputs */
/** @typedef {{ amount: NonNullable<unknown>, code: NonNullable<unknown> }} Commerce_Result_After_Discount_CodeInputs */
/** @typedef {{}} Commerce_Result_All_SetInputs */
/** @typedef {{}} Commerce_Result_Billing_History_LinkInputs */
/** @typedef {{ history: NonNullable<unknown>, membership: NonNullable<unknown>, course: NonNullable<unknown> }} Commerce_Result_Check_HistoryInputs */
/** @typedef {{}} Commerce_Result_CheckingInputs */
/** @typedef {{}} Commerce_Result_ConfirmingInputs */
/** @typedef {{}} Commerce_Result_Contact_UsInputs */
/** @typedef {{}} Commerce_Result_Course_LinkInputs */
/** @typedef {{}} Commerce_Result_Error_TitleInputs */
/** @typedef {{}} Commerce_Result_Failed_ReasonInputs */
/** @typedef {{ title: NonNullable<unknown> }} Commerce_Result_Item_BoughtInputs */
/** @typedef {{}} Commerce_Result_Membership_LinkInputs */
/** @typedef {{}} Commerce_Result_Next_All_CoursesInputs */
/** @typedef {{}} Commerce_Result_Next_BillingInputs */
/** @typedef {{}} Commerce_Result_Next_Choose_CourseInputs */
/** @typedef {{}} Commerce_Result_Next_CohortInputs */
/** @typedef {{}} Commerce_Result_Next_ContinueInputs */
/** @typedef {{ title: NonNullable<unknown> }} Commerce_Result_Next_StartInputs */
/** @typedef {{ link: NonNullable<unknown> }} Commerce_Result_NoscriptInputs */
/** @typedef {{ link: NonNullable<unknown> }} Commerce_Result_Not_Confirmed_YetInputs */
/** @typedef {{}} Commerce_Result_Nothing_ChargedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Commerce_Result_Nothing_Charged_ForInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Commerce_Result_PaidInputs */
/** @typedef {{ link: NonNullable<unknown> }} Commerce_Result_Reload_Or_HistoryInputs */
/** @typedef {{}} Commerce_Result_Still_ConfirmingInputs */
/** @typedef {{}} Commerce_Result_Still_WaitingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Commerce_Result_Subscription_BoughtInputs */
/** @typedef {{}} Commerce_Result_Success_TitleInputs */
/** @typedef {{}} Commerce_Result_Takes_MomentInputs */
/** @typedef {{}} Commerce_Result_What_NextInputs */
/** @typedef {{}} Commerce_Result_You_BoughtInputs */
/** @typedef {{}} Commerce_Sandbox_AmountInputs */
/** @typedef {{}} Commerce_Sandbox_BadgeInputs */
/** @typedef {{ amount: NonNullable<unknown>, last4: NonNullable<unknown> }} Commerce_Sandbox_Bank_ConfirmInputs */
/** @typedef {{}} Commerce_Sandbox_CancelInputs */
/** @typedef {{}} Commerce_Sandbox_Card_AuthenticatesInputs */
/** @typedef {{}} Commerce_Sandbox_Card_DeclinesInputs */
/** @typedef {{}} Commerce_Sandbox_Card_Insufficient_FundsInputs */
/** @typedef {{}} Commerce_Sandbox_Card_NumberInputs */
/** @typedef {{}} Commerce_Sandbox_Card_PaysInputs */
/** @typedef {{}} Commerce_Sandbox_Card_Renewals_DeclineInputs */
/** @typedef {{}} Commerce_Sandbox_Confirm_HeadingInputs */
/** @typedef {{}} Commerce_Sandbox_Confirm_PaymentInputs */
/** @typedef {{}} Commerce_Sandbox_CvcInputs */
/** @typedef {{}} Commerce_Sandbox_EmailInputs */
/** @typedef {{}} Commerce_Sandbox_ExpiryInputs */
/** @typedef {{}} Commerce_Sandbox_Expiry_PlaceholderInputs */
/** @typedef {{}} Commerce_Sandbox_Fail_ConfirmationInputs */
/** @typedef {{}} Commerce_Sandbox_ForInputs */
/** @typedef {{}} Commerce_Sandbox_Form_UnreadableInputs */
/** @typedef {{}} Commerce_Sandbox_NameInputs */
/** @typedef {{}} Commerce_Sandbox_Pay_HeadingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Commerce_Sandbox_RenewedInputs */
/** @typedef {{}} Commerce_Sandbox_Test_CardsInputs */
/** @typedef {{}} Commerce_Sandbox_Test_Cards_HelpInputs */
/** @typedef {{}} Commerce_Sandbox_TitleInputs */
/** @typedef {{}} Commerce_See_The_PlansInputs */
/** @typedef {{}} Commerce_Subs_ApplyInputs */
/** @typedef {{}} Commerce_Subs_Cancel_At_EndInputs */
/** @typedef {{}} Commerce_Subs_Cancel_ConfirmInputs */
/** @typedef {{}} Commerce_Subs_Cancel_Confirm_TitleInputs */
/** @typedef {{}} Commerce_Subs_Cancelled_ToastInputs */
/** @typedef {{}} Commerce_Subs_Choose_PlanInputs */
/** @typedef {{}} Commerce_Subs_Code_AppliedInputs */
/** @typedef {{}} Commerce_Subs_Code_Check_FailedInputs */
/** @typedef {{ name: NonNullable<unknown>, label: NonNullable<unknown> }} Commerce_Subs_Code_NoteInputs */
/** @typedef {{ code: NonNullable<unknown> }} Commerce_Subs_Code_ReplacesInputs */
/** @typedef {{}} Commerce_Subs_DescriptionInputs */
/** @typedef {{}} Commerce_Subs_FailedInputs */
/** @typedef {{}} Commerce_Subs_First_MonthInputs */
/** @typedef {{ code: NonNullable<unknown> }} Commerce_Subs_First_Month_WithInputs */
/** @typedef {{}} Commerce_Subs_First_YearInputs */
/** @typedef {{ code: NonNullable<unknown> }} Commerce_Subs_First_Year_WithInputs */
/** @typedef {{}} Commerce_Subs_HeadingInputs */
/** @typedef {{}} Commerce_Subs_Last_TryInputs */
/** @typedef {{}} Commerce_Subs_LeadInputs */
/** @typedef {{}} Commerce_Subs_Log_In_To_SubscribeInputs */
/** @typedef {{ plan: NonNullable<unknown>, reason: NonNullable<unknown>, next: NonNullable<unknown>, date: NonNullable<unknown> }} Commerce_Subs_Member_FailedInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Commerce_Subs_Member_Past_DueInputs */
/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown>, amount: NonNullable<unknown> }} Commerce_Subs_Member_RenewsInputs */
/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown> }} Commerce_Subs_Member_UntilInputs */
/** @typedef {{}} Commerce_Subs_No_PlansInputs */
/** @typedef {{}} Commerce_Subs_NoneInputs */
/** @typedef {{ label: NonNullable<unknown> }} Commerce_Subs_OfferInputs */
/** @typedef {{}} Commerce_Subs_Offer_AppliedInputs */
/** @typedef {{ label: NonNullable<unknown>, date: NonNullable<unknown> }} Commerce_Subs_Offer_UntilInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Commerce_Subs_Pay_And_SubscribeInputs */
/** @typedef {{}} Commerce_Subs_Pay_NoteInputs */
/** @typedef {{}} Commerce_Subs_ResumeInputs */
/** @typedef {{}} Commerce_Subs_Resumed_ToastInputs */
/** @typedef {{ date: NonNullable<unknown> }} Commerce_Subs_Retry_OnInputs */
/** @typedef {{}} Commerce_Subs_TitleInputs */
/** @typedef {{ price: NonNullable<unknown> }} Commerce_Subs_WasInputs */
/** @typedef {{}} Commerce_Subs_Your_MembershipInputs */
/** @typedef {{ rate: NonNullable<unknown>, country: NonNullable<unknown> }} Commerce_Tax_IncludedInputs */
/** @typedef {{}} Commerce_Tax_No_CountryInputs */
/** @typedef {{ country: NonNullable<unknown> }} Commerce_Tax_None_ForInputs */
/** @typedef {{}} Commerce_Tax_Reverse_ChargeInputs */
/** @typedef {{}} Commerce_To_Pay_NowInputs */
/** @typedef {{}} Commerce_Try_AgainInputs */
/** @typedef {{}} Community_Assigned_CoursesInputs */
/** @typedef {{}} Community_BundleInputs */
/** @typedef {{}} Community_CancelInputs */
/** @typedef {{}} Community_ConfirmationInputs */
/** @typedef {{}} Community_CourseInputs */
/** @typedef {{}} Community_Create_GroupInputs */
/** @typedef {{}} Community_DeleteInputs */
/** @typedef {{}} Community_EditInputs */
/** @typedef {{}} Community_Edit_GroupInputs */
/** @typedef {{}} Community_Edit_RecommendationInputs */
/** @typedef {{}} Community_GroupsInputs */
/** @typedef {{}} Community_Invitations_TitleInputs */
/** @typedef {{}} Community_Invite_PeopleInputs */
/** @typedef {{}} Community_Invitees_TitleInputs */
/** @typedef {{}} Community_Journal_TitleInputs */
/** @typedef {{}} Community_Jr_All_CoursesInputs */
/** @typedef {{}} Community_Jr_DayInputs */
/** @typedef {{}} Community_Jr_Delete_ConfirmInputs */
/** @typedef {{ day: NonNullable<unknown> }} Community_Jr_Delete_LabelInputs */
/** @typedef {{ day: NonNullable<unknown>, lesson: NonNullable<unknown> }} Community_Jr_Delete_Label_LessonInputs */
/** @typedef {{}} Community_Jr_DeletedInputs */
/** @typedef {{}} Community_Jr_EmptyInputs */
/** @typedef {{}} Community_Jr_EnergyInputs */
/** @typedef {{ energy: NonNullable<unknown> }} Community_Jr_Energy_MetaInputs */
/** @typedef {{}} Community_Jr_EntriesInputs */
/** @typedef {{}} Community_Jr_ExportInputs */
/** @typedef {{}} Community_Jr_MoodInputs */
/** @typedef {{}} Community_Jr_Mood_CaptionInputs */
/** @typedef {{}} Community_Jr_Mood_FailedInputs */
/** @typedef {{}} Community_Jr_Mood_GoodInputs */
/** @typedef {{}} Community_Jr_Mood_GreatInputs */
/** @typedef {{}} Community_Jr_Mood_HeadingInputs */
/** @typedef {{}} Community_Jr_Mood_LowInputs */
/** @typedef {{ mood: NonNullable<unknown> }} Community_Jr_Mood_MetaInputs */
/** @typedef {{}} Community_Jr_Mood_OkayInputs */
/** @typedef {{}} Community_Jr_Mood_RoughInputs */
/** @typedef {{}} Community_Jr_NewerInputs */
/** @typedef {{}} Community_Jr_No_MatchInputs */
/** @typedef {{}} Community_Jr_OlderInputs */
/** @typedef {{}} Community_Jr_PagesInputs */
/** @typedef {{}} Community_Jr_PrivateInputs */
/** @typedef {{}} Community_Jr_SearchInputs */
/** @typedef {{}} Community_Jr_Search_LabelInputs */
/** @typedef {{}} Community_Live_Add_CalendarInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Live_Add_Calendar_HiddenInputs */
/** @typedef {{}} Community_Live_Cancel_PlaceInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Live_Cancel_Place_HiddenInputs */
/** @typedef {{}} Community_Live_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Live_Cohort_AudienceInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Live_Course_AudienceInputs */
/** @typedef {{}} Community_Live_EarlierInputs */
/** @typedef {{}} Community_Live_EmptyInputs */
/** @typedef {{}} Community_Live_FullInputs */
/** @typedef {{}} Community_Live_GoingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Live_Group_AudienceInputs */
/** @typedef {{}} Community_Live_Im_GoingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Live_Im_Going_HiddenInputs */
/** @typedef {{}} Community_Live_JoinInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Live_Join_HiddenInputs */
/** @typedef {{}} Community_Live_LaterInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Community_Live_MinutesInputs */
/** @typedef {{}} Community_Live_OverInputs */
/** @typedef {{}} Community_Live_PagesInputs */
/** @typedef {{ count: NonNullable<unknown>, capacity: NonNullable<unknown> }} Community_Live_Places_LeftInputs */
/** @typedef {{}} Community_Live_RecordingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Live_Recording_HiddenInputs */
/** @typedef {{}} Community_Live_TitleInputs */
/** @typedef {{}} Community_Live_Were_ThereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Live_WithInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Community_Live_ZoneInputs */
/** @typedef {{}} Community_LoadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Members_CountInputs */
/** @typedef {{}} Community_MenteesInputs */
/** @typedef {{}} Community_Mentor_Live_IntroInputs */
/** @typedef {{}} Community_Mentor_TitleInputs */
/** @typedef {{}} Community_Messages_TitleInputs */
/** @typedef {{}} Community_Msg_About_MentoringInputs */
/** @typedef {{}} Community_Msg_BackInputs */
/** @typedef {{}} Community_Msg_Caught_UpInputs */
/** @typedef {{ length: NonNullable<unknown>, max: NonNullable<unknown> }} Community_Msg_CharsInputs */
/** @typedef {{}} Community_Msg_ClosedInputs */
/** @typedef {{}} Community_Msg_Conversations_LabelInputs */
/** @typedef {{}} Community_Msg_EmptyInputs */
/** @typedef {{}} Community_Msg_Empty_ThreadInputs */
/** @typedef {{}} Community_Msg_Err_EarlierInputs */
/** @typedef {{}} Community_Msg_Err_EmptyInputs */
/** @typedef {{}} Community_Msg_Err_LeaveInputs */
/** @typedef {{}} Community_Msg_Err_LoadInputs */
/** @typedef {{ max: NonNullable<unknown> }} Community_Msg_Err_LongInputs */
/** @typedef {{}} Community_Msg_Err_SendInputs */
/** @typedef {{}} Community_Msg_HintInputs */
/** @typedef {{}} Community_Msg_Kind_GroupInputs */
/** @typedef {{}} Community_Msg_Kind_MenteeInputs */
/** @typedef {{}} Community_Msg_Kind_MentorInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Msg_Leave_ConfirmInputs */
/** @typedef {{}} Community_Msg_Leave_GroupInputs */
/** @typedef {{}} Community_Msg_Leave_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Msg_LeftInputs */
/** @typedef {{}} Community_Msg_Load_EarlierInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Msg_Mentor_SuffixInputs */
/** @typedef {{}} Community_Msg_No_MessagesInputs */
/** @typedef {{}} Community_Msg_PickInputs */
/** @typedef {{}} Community_Msg_SendInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Msg_Thread_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Msg_ToInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Msg_UnreadInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Msg_Unread_SummaryInputs */
/** @typedef {{}} Community_Msg_YouInputs */
/** @typedef {{}} Community_Mt_A_BundleInputs */
/** @typedef {{}} Community_Mt_A_CourseInputs */
/** @typedef {{}} Community_Mt_AcceptInputs */
/** @typedef {{}} Community_Mt_AgreeInputs */
/** @typedef {{}} Community_Mt_All_InviteesInputs */
/** @typedef {{}} Community_Mt_Answer_FailedInputs */
/** @typedef {{}} Community_Mt_AssignInputs */
/** @typedef {{}} Community_Mt_Assign_FailedInputs */
/** @typedef {{}} Community_Mt_Assign_HeadingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Mt_Assign_ToInputs */
/** @typedef {{}} Community_Mt_Assigned_EnrolledInputs */
/** @typedef {{}} Community_Mt_Assigned_LabelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Mt_Assigned_To_BuyInputs */
/** @typedef {{}} Community_Mt_AssigningInputs */
/** @typedef {{}} Community_Mt_Become_FailedInputs */
/** @typedef {{}} Community_Mt_Become_HeadingInputs */
/** @typedef {{}} Community_Mt_Become_IntroInputs */
/** @typedef {{}} Community_Mt_Become_Point_1Inputs */
/** @typedef {{}} Community_Mt_Become_Point_2Inputs */
/** @typedef {{}} Community_Mt_Become_Point_3Inputs */
/** @typedef {{ date: NonNullable<unknown> }} Community_Mt_ByInputs */
/** @typedef {{ who: NonNullable<unknown> }} Community_Mt_Cancel_Invite_LabelInputs */
/** @typedef {{ who: NonNullable<unknown> }} Community_Mt_Cancel_Invite_QInputs */
/** @typedef {{}} Community_Mt_ChooseInputs */
/** @typedef {{}} Community_Mt_Choose_CourseInputs */
/** @typedef {{}} Community_Mt_Choose_Course_ErrInputs */
/** @typedef {{}} Community_Mt_Choose_Mentee_ErrInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Mt_ChosenInputs */
/** @typedef {{}} Community_Mt_ClearInputs */
/** @typedef {{ who: NonNullable<unknown> }} Community_Mt_Clear_LabelInputs */
/** @typedef {{ who: NonNullable<unknown> }} Community_Mt_Clear_QInputs */
/** @typedef {{}} Community_Mt_Create_Group_BtnInputs */
/** @typedef {{}} Community_Mt_DeclineInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Mt_DeclinedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Mt_Delete_Group_QInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Mt_Delete_LabelInputs */
/** @typedef {{}} Community_Mt_Description_OptionalInputs */
/** @typedef {{}} Community_Mt_DoneInputs */
/** @typedef {{}} Community_Mt_DueInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Mt_Edit_LabelInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Mt_Edit_Rec_LabelInputs */
/** @typedef {{}} Community_Mt_EmailsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Community_Mt_Emails_HintInputs */
/** @typedef {{ name: NonNullable<unknown>, course: NonNullable<unknown> }} Community_Mt_Enrolled_InInputs */
/** @typedef {{ finished: NonNullable<unknown>, total: NonNullable<unknown> }} Community_Mt_Finished_OfInputs */
/** @typedef {{}} Community_Mt_FirstInputs */
/** @typedef {{ to: NonNullable<unknown> }} Community_Mt_ForInputs */
/** @typedef {{}} Community_Mt_Group_CreatedInputs */
/** @typedef {{}} Community_Mt_Group_Delete_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Mt_Group_DeletedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Mt_Group_NamedInputs */
/** @typedef {{}} Community_Mt_Group_SavedInputs */
/** @typedef {{}} Community_Mt_Groups_EmptyInputs */
/** @typedef {{}} Community_Mt_Invite_SomeoneInputs */
/** @typedef {{ who: NonNullable<unknown> }} Community_Mt_InvitedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Community_Mt_Invited_OnInputs */
/** @typedef {{ invited: NonNullable<unknown>, expires: NonNullable<unknown> }} Community_Mt_Invited_OpenInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Mt_Invited_ToastInputs */
/** @typedef {{}} Community_Mt_Invited_YouInputs */
/** @typedef {{}} Community_Mt_Kind_BundleInputs */
/** @typedef {{}} Community_Mt_Kind_CourseInputs */
/** @typedef {{}} Community_Mt_Loading_AssignedInputs */
/** @typedef {{}} Community_Mt_MembersInputs */
/** @typedef {{}} Community_Mt_Members_HintInputs */
/** @typedef {{}} Community_Mt_Mode_EnrolledInputs */
/** @typedef {{}} Community_Mt_Mode_RecommendedInputs */
/** @typedef {{}} Community_Mt_Nav_InviteInputs */
/** @typedef {{}} Community_Mt_Nav_LabelInputs */
/** @typedef {{}} Community_Mt_Nav_OverviewInputs */
/** @typedef {{}} Community_Mt_Nav_RecommendationsInputs */
/** @typedef {{ name: NonNullable<unknown>, course: NonNullable<unknown> }} Community_Mt_Needs_BuyInputs */
/** @typedef {{ date: NonNullable<unknown> }} Community_Mt_Next_ReminderInputs */
/** @typedef {{}} Community_Mt_No_Course_AssignedInputs */
/** @typedef {{}} Community_Mt_No_GroupsInputs */
/** @typedef {{}} Community_Mt_No_Groups_YetInputs */
/** @typedef {{}} Community_Mt_No_Invites_YetInputs */
/** @typedef {{ who: NonNullable<unknown> }} Community_Mt_No_Longer_MenteeInputs */
/** @typedef {{}} Community_Mt_No_MatchInputs */
/** @typedef {{}} Community_Mt_No_MembersInputs */
/** @typedef {{}} Community_Mt_No_MenteesInputs */
/** @typedef {{}} Community_Mt_No_Mentees_InviteInputs */
/** @typedef {{}} Community_Mt_No_Mentees_Invite_FirstInputs */
/** @typedef {{}} Community_Mt_No_Mentees_PrefixInputs */
/** @typedef {{}} Community_Mt_No_PendingInputs */
/** @typedef {{}} Community_Mt_No_RequestsInputs */
/** @typedef {{}} Community_Mt_NobodyInputs */
/** @typedef {{}} Community_Mt_None_AssignedInputs */
/** @typedef {{}} Community_Mt_Nothing_RecommendedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Mt_Now_Your_MentorInputs */
/** @typedef {{}} Community_Mt_One_MomentInputs */
/** @typedef {{ date: NonNullable<unknown> }} Community_Mt_Open_UntilInputs */
/** @typedef {{ date: NonNullable<unknown> }} Community_Mt_Open_Until_LowerInputs */
/** @typedef {{}} Community_Mt_Pending_HeadingInputs */
/** @typedef {{}} Community_Mt_Personal_MessageInputs */
/** @typedef {{}} Community_Mt_Progress_FinishedInputs */
/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Community_Mt_Progress_LabelInputs */
/** @typedef {{}} Community_Mt_Progress_Not_StartedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Mt_Progress_OnInputs */
/** @typedef {{}} Community_Mt_Progress_StartedInputs */
/** @typedef {{}} Community_Mt_Rec_SavedInputs */
/** @typedef {{}} Community_Mt_Rec_SentInputs */
/** @typedef {{}} Community_Mt_RecommendInputs */
/** @typedef {{}} Community_Mt_Recs_EmptyInputs */
/** @typedef {{}} Community_Mt_RemindInputs */
/** @typedef {{ who: NonNullable<unknown> }} Community_Mt_Remind_LabelInputs */
/** @typedef {{}} Community_Mt_Reminder_FailedInputs */
/** @typedef {{ who: NonNullable<unknown> }} Community_Mt_Reminder_SentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Mt_RemindersInputs */
/** @typedef {{ course: NonNullable<unknown>, name: NonNullable<unknown> }} Community_Mt_Remove_Assignment_QInputs */
/** @typedef {{ course: NonNullable<unknown>, name: NonNullable<unknown> }} Community_Mt_Remove_FromInputs */
/** @typedef {{}} Community_Mt_Remove_MenteeInputs */
/** @typedef {{ who: NonNullable<unknown> }} Community_Mt_Remove_Mentee_LabelInputs */
/** @typedef {{ who: NonNullable<unknown> }} Community_Mt_Remove_Mentee_QInputs */
/** @typedef {{}} Community_Mt_Requests_LabelInputs */
/** @typedef {{}} Community_Mt_ResultInputs */
/** @typedef {{}} Community_Mt_Save_GroupInputs */
/** @typedef {{}} Community_Mt_Save_RecInputs */
/** @typedef {{}} Community_Mt_Search_MenteesInputs */
/** @typedef {{}} Community_Mt_See_InviteesInputs */
/** @typedef {{}} Community_Mt_Send_InvitationsInputs */
/** @typedef {{}} Community_Mt_SendingInputs */
/** @typedef {{}} Community_Mt_Status_AcceptedInputs */
/** @typedef {{}} Community_Mt_Status_CancelledInputs */
/** @typedef {{}} Community_Mt_Status_DeclinedInputs */
/** @typedef {{}} Community_Mt_Status_ExpiredInputs */
/** @typedef {{}} Community_Mt_Status_PendingInputs */
/** @typedef {{}} Community_Mt_Status_RemovedInputs */
/** @typedef {{}} Community_Mt_Terms_BeforeInputs */
/** @typedef {{}} Community_Mt_Terms_LinkInputs */
/** @typedef {{}} Community_Mt_The_CourseInputs */
/** @typedef {{ course: NonNullable<unknown>, name: NonNullable<unknown> }} Community_Mt_UnassignedInputs */
/** @typedef {{}} Community_Mt_WelcomeInputs */
/** @typedef {{}} Community_Mt_WithdrawInputs */
/** @typedef {{}} Community_Mt_Withdraw_FailedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Mt_Withdraw_LabelInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Mt_Withdraw_QInputs */
/** @typedef {{}} Community_Mt_WithdrawnInputs */
/** @typedef {{}} Community_Mt_Your_GroupsInputs */
/** @typedef {{}} Community_Mt_Your_InviteesInputs */
/** @typedef {{}} Community_Mt_Your_MenteesInputs */
/** @typedef {{}} Community_Mt_Your_RecsInputs */
/** @typedef {{}} Community_NameInputs */
/** @typedef {{ value: NonNullable<unknown> }} Community_Of_FiveInputs */
/** @typedef {{}} Community_Org_Attendance_SavedInputs */
/** @typedef {{ count: NonNullable<unknown>, title: NonNullable<unknown> }} Community_Org_Cancel_ConfirmInputs */
/** @typedef {{}} Community_Org_Cancel_SessionInputs */
/** @typedef {{}} Community_Org_CancelledInputs */
/** @typedef {{}} Community_Org_CaptionInputs */
/** @typedef {{}} Community_Org_Choose_AudienceInputs */
/** @typedef {{}} Community_Org_CloseInputs */
/** @typedef {{}} Community_Org_Col_ActionInputs */
/** @typedef {{}} Community_Org_Col_ForInputs */
/** @typedef {{}} Community_Org_Col_GoingInputs */
/** @typedef {{}} Community_Org_Col_StartsInputs */
/** @typedef {{}} Community_Org_Col_StateInputs */
/** @typedef {{}} Community_Org_Col_TitleInputs */
/** @typedef {{}} Community_Org_DescriptionInputs */
/** @typedef {{}} Community_Org_EmptyInputs */
/** @typedef {{}} Community_Org_FieldsInputs */
/** @typedef {{}} Community_Org_GoingInputs */
/** @typedef {{ going: NonNullable<unknown>, capacity: NonNullable<unknown> }} Community_Org_Going_OfInputs */
/** @typedef {{}} Community_Org_Https_HintInputs */
/** @typedef {{}} Community_Org_Join_HintInputs */
/** @typedef {{}} Community_Org_Join_LinkInputs */
/** @typedef {{}} Community_Org_LengthInputs */
/** @typedef {{}} Community_Org_NewInputs */
/** @typedef {{}} Community_Org_NobodyInputs */
/** @typedef {{}} Community_Org_OpenInputs */
/** @typedef {{}} Community_Org_PlacesInputs */
/** @typedef {{}} Community_Org_RecordingInputs */
/** @typedef {{}} Community_Org_Recording_LinkInputs */
/** @typedef {{}} Community_Org_Recording_SavedInputs */
/** @typedef {{}} Community_Org_Save_AttendanceInputs */
/** @typedef {{}} Community_Org_Save_ChangesInputs */
/** @typedef {{}} Community_Org_Save_RecordingInputs */
/** @typedef {{}} Community_Org_SavedInputs */
/** @typedef {{}} Community_Org_ScheduleInputs */
/** @typedef {{}} Community_Org_Schedule_NewInputs */
/** @typedef {{}} Community_Org_ScheduledInputs */
/** @typedef {{}} Community_Org_Starts_HintInputs */
/** @typedef {{}} Community_Org_State_CancelledInputs */
/** @typedef {{}} Community_Org_State_NowInputs */
/** @typedef {{}} Community_Org_State_OverInputs */
/** @typedef {{}} Community_Org_State_UpcomingInputs */
/** @typedef {{ audience: NonNullable<unknown>, time: NonNullable<unknown>, going: NonNullable<unknown>, capacity: NonNullable<unknown> }} Community_Org_SummaryInputs */
/** @typedef {{}} Community_Org_Table_LabelInputs */
/** @typedef {{}} Community_Org_TickInputs */
/** @typedef {{}} Community_Org_Time_ZoneInputs */
/** @typedef {{}} Community_Org_Who_CameInputs */
/** @typedef {{}} Community_Org_YoursInputs */
/** @typedef {{ page: NonNullable<unknown>, last: NonNullable<unknown> }} Community_Page_OfInputs */
/** @typedef {{}} Community_Prac_Add_NoteInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Prac_AddedInputs */
/** @typedef {{}} Community_Prac_AllInputs */
/** @typedef {{}} Community_Prac_Back_AllInputs */
/** @typedef {{ names: NonNullable<unknown> }} Community_Prac_Badges_EarnedInputs */
/** @typedef {{}} Community_Prac_Check_InInputs */
/** @typedef {{}} Community_Prac_Check_In_AgainInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Prac_Check_InsInputs */
/** @typedef {{}} Community_Prac_Checkin_FailedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Prac_Days_A_WeekInputs */
/** @typedef {{}} Community_Prac_Days_DoneInputs */
/** @typedef {{}} Community_Prac_Days_Per_Week_CaptionInputs */
/** @typedef {{}} Community_Prac_Done_TodayInputs */
/** @typedef {{}} Community_Prac_EmptyInputs */
/** @typedef {{}} Community_Prac_Every_DayInputs */
/** @typedef {{}} Community_Prac_Feel_LegendInputs */
/** @typedef {{}} Community_Prac_Feeling_HardInputs */
/** @typedef {{}} Community_Prac_Feeling_LovelyInputs */
/** @typedef {{ word: NonNullable<unknown>, feeling: NonNullable<unknown> }} Community_Prac_FeltInputs */
/** @typedef {{}} Community_Prac_Felt_1Inputs */
/** @typedef {{}} Community_Prac_Felt_2Inputs */
/** @typedef {{}} Community_Prac_Felt_3Inputs */
/** @typedef {{}} Community_Prac_Felt_4Inputs */
/** @typedef {{}} Community_Prac_Felt_5Inputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Prac_From_LessonInputs */
/** @typedef {{}} Community_Prac_Home_EmptyInputs */
/** @typedef {{}} Community_Prac_How_Many_DaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Prac_In_A_RowInputs */
/** @typedef {{}} Community_Prac_Last_WeeksInputs */
/** @typedef {{}} Community_Prac_Load_FailedInputs */
/** @typedef {{}} Community_Prac_LoadingInputs */
/** @typedef {{ weeks: NonNullable<unknown> }} Community_Prac_LongestInputs */
/** @typedef {{ done: NonNullable<unknown>, target: NonNullable<unknown> }} Community_Prac_N_Of_MInputs */
/** @typedef {{}} Community_Prac_New_HeadingInputs */
/** @typedef {{}} Community_Prac_NoInputs */
/** @typedef {{}} Community_Prac_No_Check_InsInputs */
/** @typedef {{}} Community_Prac_Not_FoundInputs */
/** @typedef {{}} Community_Prac_Note_OptionalInputs */
/** @typedef {{}} Community_Prac_Offline_NoteInputs */
/** @typedef {{ message: NonNullable<unknown> }} Community_Prac_Offline_RefusedInputs */
/** @typedef {{}} Community_Prac_Offline_ToastInputs */
/** @typedef {{ days: NonNullable<unknown> }} Community_Prac_On_DaysInputs */
/** @typedef {{}} Community_Prac_RecentInputs */
/** @typedef {{ time: NonNullable<unknown> }} Community_Prac_Reminder_AtInputs */
/** @typedef {{}} Community_Prac_Reminder_Hint_EditInputs */
/** @typedef {{}} Community_Prac_Reminder_Hint_NewInputs */
/** @typedef {{}} Community_Prac_Reminder_OptionalInputs */
/** @typedef {{}} Community_Prac_SaveInputs */
/** @typedef {{}} Community_Prac_SavedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Community_Prac_Saved_AtInputs */
/** @typedef {{}} Community_Prac_SettingsInputs */
/** @typedef {{}} Community_Prac_StartInputs */
/** @typedef {{}} Community_Prac_Start_ThisInputs */
/** @typedef {{}} Community_Prac_State_DoneInputs */
/** @typedef {{}} Community_Prac_State_FutureInputs */
/** @typedef {{}} Community_Prac_State_MissedInputs */
/** @typedef {{}} Community_Prac_State_TodayInputs */
/** @typedef {{}} Community_Prac_StopInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Prac_Stop_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Prac_StoppedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Community_Prac_Suggested_ByInputs */
/** @typedef {{}} Community_Prac_Target_HintInputs */
/** @typedef {{}} Community_Prac_Target_MetInputs */
/** @typedef {{ done: NonNullable<unknown>, target: NonNullable<unknown> }} Community_Prac_This_Week_LineInputs */
/** @typedef {{ name: NonNullable<unknown> }} Community_Prac_This_Week_OfInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Prac_WaitingInputs */
/** @typedef {{ done: NonNullable<unknown>, target: NonNullable<unknown> }} Community_Prac_Week_Done_LineInputs */
/** @typedef {{ points: NonNullable<unknown> }} Community_Prac_Week_Done_ToastInputs */
/** @typedef {{}} Community_Prac_Week_OfInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Prac_WeeksInputs */
/** @typedef {{}} Community_Prac_WhatInputs */
/** @typedef {{}} Community_Prac_What_PlaceholderInputs */
/** @typedef {{}} Community_Prac_Which_DaysInputs */
/** @typedef {{}} Community_Prac_Which_Days_HintInputs */
/** @typedef {{}} Community_Prac_YesInputs */
/** @typedef {{}} Community_Practice_TitleInputs */
/** @typedef {{}} Community_Practices_HeadingInputs */
/** @typedef {{}} Community_Practices_TitleInputs */
/** @typedef {{}} Community_Recommend_CourseInputs */
/** @typedef {{}} Community_Recommendations_TitleInputs */
/** @typedef {{}} Community_RemoveInputs */
/** @typedef {{}} Community_Review_TitleInputs */
/** @typedef {{}} Community_Rv_AnswerInputs */
/** @typedef {{}} Community_Rv_Back_DashboardInputs */
/** @typedef {{ index: NonNullable<unknown>, total: NonNullable<unknown> }} Community_Rv_Card_OfInputs */
/** @typedef {{}} Community_Rv_Come_BackInputs */
/** @typedef {{}} Community_Rv_CompleteInputs */
/** @typedef {{}} Community_Rv_DashboardInputs */
/** @typedef {{}} Community_Rv_DoneInputs */
/** @typedef {{ points: NonNullable<unknown> }} Community_Rv_Done_PointsInputs */
/** @typedef {{}} Community_Rv_Done_WellInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Rv_Due_TodayInputs */
/** @typedef {{ points: NonNullable<unknown> }} Community_Rv_EarnedInputs */
/** @typedef {{}} Community_Rv_EmptyInputs */
/** @typedef {{}} Community_Rv_Empty_HomeInputs */
/** @typedef {{}} Community_Rv_Err_AnswerInputs */
/** @typedef {{}} Community_Rv_Err_GradeInputs */
/** @typedef {{}} Community_Rv_Go_CoursesInputs */
/** @typedef {{}} Community_Rv_Grade_1Inputs */
/** @typedef {{}} Community_Rv_Grade_2Inputs */
/** @typedef {{}} Community_Rv_Grade_3Inputs */
/** @typedef {{}} Community_Rv_Grade_4Inputs */
/** @typedef {{}} Community_Rv_Hint_1Inputs */
/** @typedef {{}} Community_Rv_Hint_2Inputs */
/** @typedef {{}} Community_Rv_Hint_3Inputs */
/** @typedef {{}} Community_Rv_Hint_4Inputs */
/** @typedef {{}} Community_Rv_How_WellInputs */
/** @typedef {{ index: NonNullable<unknown>, total: NonNullable<unknown> }} Community_Rv_Index_OfInputs */
/** @typedef {{}} Community_Rv_Load_FailedInputs */
/** @typedef {{}} Community_Rv_Load_Failed_ShortInputs */
/** @typedef {{}} Community_Rv_LoadingInputs */
/** @typedef {{}} Community_Rv_Loading_ShortInputs */
/** @typedef {{}} Community_Rv_LoginInputs */
/** @typedef {{}} Community_Rv_MissedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Rv_MoreInputs */
/** @typedef {{}} Community_Rv_NothingInputs */
/** @typedef {{}} Community_Rv_Nothing_HomeInputs */
/** @typedef {{}} Community_Rv_OptionsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Rv_ReviewedInputs */
/** @typedef {{}} Community_Rv_RightInputs */
/** @typedef {{}} Community_Rv_Show_AnswerInputs */
/** @typedef {{}} Community_Rv_SpaceInputs */
/** @typedef {{}} Community_Rv_StartInputs */
/** @typedef {{}} Community_Rv_ThinkInputs */
/** @typedef {{}} Community_SavingInputs */
/** @typedef {{}} Community_Show_As_TableInputs */
/** @typedef {{}} Community_Task_Review_TitleInputs */
/** @typedef {{}} Community_Tasks_TitleInputs */
/** @typedef {{}} Community_Try_AgainInputs */
/** @typedef {{}} Dialog_Alert_TitleInputs */
/** @typedef {{}} Dialog_CancelInputs */
/** @typedef {{}} Dialog_Confirm_TitleInputs */
/** @typedef {{}} Dialog_OkInputs */
/** @typedef {{}} Dialog_YesInputs */
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
/** @typedef {{}} Language_Suggestion_DismissInputs */
/** @typedef {{}} Language_Suggestion_LinkInputs */
/** @typedef {{}} Language_Suggestion_TextInputs */
/** @typedef {{}} Language_Switch_LabelInputs */
/** @typedef {{}} Language_Switch_Label_FooterInputs */
/** @typedef {{ language: NonNullable<unknown> }} Language_Switch_ToInputs */
/** @typedef {{}} Learning_Back_LabelInputs */
/** @typedef {{}} Learning_Browse_CoursesInputs */
/** @typedef {{}} Learning_CancelInputs */
/** @typedef {{ code: NonNullable<unknown> }} Learning_Certificate_CodeInputs */
/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Learning_Checklist_LegendInputs */
/** @typedef {{}} Learning_Checklist_SaveInputs */
/** @typedef {{}} Learning_CompletedInputs */
/** @typedef {{}} Learning_Connection_OfflineInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learning_Connection_Offline_WaitingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learning_Connection_SendingInputs */
/** @typedef {{}} Learning_Course_CompleteInputs */
/** @typedef {{}} Learning_Did_Not_WorkInputs */
/** @typedef {{}} Learning_Disc_Choose_ReasonInputs */
/** @typedef {{}} Learning_Disc_DeleteInputs */
/** @typedef {{}} Learning_Disc_Delete_ConfirmInputs */
/** @typedef {{}} Learning_Disc_Delete_FailedInputs */
/** @typedef {{}} Learning_Disc_Delete_PostInputs */
/** @typedef {{}} Learning_Disc_DeletedInputs */
/** @typedef {{}} Learning_Disc_Deleted_ToastInputs */
/** @typedef {{}} Learning_Disc_EditInputs */
/** @typedef {{}} Learning_Disc_Edit_FailedInputs */
/** @typedef {{}} Learning_Disc_Edit_LabelInputs */
/** @typedef {{}} Learning_Disc_EditedInputs */
/** @typedef {{}} Learning_Disc_EmptyInputs */
/** @typedef {{}} Learning_Disc_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learning_Disc_Heading_CountInputs */
/** @typedef {{}} Learning_Disc_HiddenInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Learning_Disc_Hidden_ReasonInputs */
/** @typedef {{}} Learning_Disc_HideInputs */
/** @typedef {{}} Learning_Disc_Hide_FailedInputs */
/** @typedef {{}} Learning_Disc_Hide_PostInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Disc_Hide_TitleInputs */
/** @typedef {{}} Learning_Disc_HintInputs */
/** @typedef {{}} Learning_Disc_Load_FailedInputs */
/** @typedef {{}} Learning_Disc_LoadingInputs */
/** @typedef {{}} Learning_Disc_LockInputs */
/** @typedef {{}} Learning_Disc_Lock_FailedInputs */
/** @typedef {{}} Learning_Disc_LockedInputs */
/** @typedef {{}} Learning_Disc_Mark_AdminInputs */
/** @typedef {{}} Learning_Disc_Mark_AuthorInputs */
/** @typedef {{}} Learning_Disc_Mark_MentorInputs */
/** @typedef {{}} Learning_Disc_Mention_ListInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learning_Disc_More_RepliesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Disc_New_PostInputs */
/** @typedef {{}} Learning_Disc_NewestInputs */
/** @typedef {{}} Learning_Disc_NextInputs */
/** @typedef {{}} Learning_Disc_No_MoreInputs */
/** @typedef {{}} Learning_Disc_Note_HideInputs */
/** @typedef {{}} Learning_Disc_Note_ReportInputs */
/** @typedef {{}} Learning_Disc_OldestInputs */
/** @typedef {{ page: NonNullable<unknown>, last: NonNullable<unknown> }} Learning_Disc_PageInputs */
/** @typedef {{}} Learning_Disc_PagesInputs */
/** @typedef {{}} Learning_Disc_PostInputs */
/** @typedef {{}} Learning_Disc_Post_FailedInputs */
/** @typedef {{}} Learning_Disc_PreviousInputs */
/** @typedef {{}} Learning_Disc_Reaction_FailedInputs */
/** @typedef {{}} Learning_Disc_Reaction_InsightfulInputs */
/** @typedef {{}} Learning_Disc_Reaction_LikeInputs */
/** @typedef {{}} Learning_Disc_Reaction_ThanksInputs */
/** @typedef {{}} Learning_Disc_ReactionsInputs */
/** @typedef {{}} Learning_Disc_Reason_AbuseInputs */
/** @typedef {{}} Learning_Disc_Reason_Off_TopicInputs */
/** @typedef {{}} Learning_Disc_Reason_OtherInputs */
/** @typedef {{}} Learning_Disc_Reason_SpamInputs */
/** @typedef {{}} Learning_Disc_Replies_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Disc_Replies_ToInputs */
/** @typedef {{}} Learning_Disc_ReplyInputs */
/** @typedef {{}} Learning_Disc_Reply_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Disc_Reply_ToInputs */
/** @typedef {{}} Learning_Disc_ReportInputs */
/** @typedef {{}} Learning_Disc_Report_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Disc_Report_TitleInputs */
/** @typedef {{}} Learning_Disc_RestoreInputs */
/** @typedef {{}} Learning_Disc_Restore_FailedInputs */
/** @typedef {{}} Learning_Disc_SaveInputs */
/** @typedef {{}} Learning_Disc_Say_WhyInputs */
/** @typedef {{}} Learning_Disc_Send_ReportInputs */
/** @typedef {{}} Learning_Disc_SendingInputs */
/** @typedef {{}} Learning_Disc_ShowInputs */
/** @typedef {{}} Learning_Disc_StartInputs */
/** @typedef {{}} Learning_Disc_UnlockInputs */
/** @typedef {{}} Learning_Disc_WhyInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Disc_Your_ReplyInputs */
/** @typedef {{}} Learning_Done_For_NowInputs */
/** @typedef {{}} Learning_Download_CertificateInputs */
/** @typedef {{}} Learning_Download_CredentialInputs */
/** @typedef {{}} Learning_Energy_HighInputs */
/** @typedef {{}} Learning_Energy_LowInputs */
/** @typedef {{}} Learning_Finished_LeadInputs */
/** @typedef {{ course: NonNullable<unknown> }} Learning_Finished_TitleInputs */
/** @typedef {{}} Learning_Get_CertificateInputs */
/** @typedef {{}} Learning_Home_PageInputs */
/** @typedef {{ position: NonNullable<unknown>, total: NonNullable<unknown>, minutes: NonNullable<unknown> }} Learning_KickerInputs */
/** @typedef {{}} Learning_Kind_ChecklistInputs */
/** @typedef {{}} Learning_Kind_DetailInputs */
/** @typedef {{}} Learning_Kind_QuizInputs */
/** @typedef {{}} Learning_Kind_SurveyInputs */
/** @typedef {{}} Learning_Kind_TaskInputs */
/** @typedef {{}} Learning_Lesson_MediaInputs */
/** @typedef {{ date: NonNullable<unknown> }} Learning_Locked_CohortInputs */
/** @typedef {{ date: NonNullable<unknown> }} Learning_Locked_OpensInputs */
/** @typedef {{}} Learning_Login_NeededInputs */
/** @typedef {{}} Learning_Mark_DoneInputs */
/** @typedef {{}} Learning_Marked_DoneInputs */
/** @typedef {{}} Learning_Mood_GoodInputs */
/** @typedef {{}} Learning_Mood_GreatInputs */
/** @typedef {{}} Learning_Mood_LowInputs */
/** @typedef {{}} Learning_Mood_OkayInputs */
/** @typedef {{}} Learning_Mood_RoughInputs */
/** @typedef {{}} Learning_My_CoursesInputs */
/** @typedef {{}} Learning_My_JournalInputs */
/** @typedef {{}} Learning_Nav_LabelInputs */
/** @typedef {{}} Learning_Nav_NextInputs */
/** @typedef {{}} Learning_Nav_PreviousInputs */
/** @typedef {{ bundle: NonNullable<unknown>, course: NonNullable<unknown> }} Learning_Next_In_BundleInputs */
/** @typedef {{}} Learning_No_Such_AddressInputs */
/** @typedef {{}} Learning_Not_In_EnrolmentInputs */
/** @typedef {{}} Learning_Not_YoursInputs */
/** @typedef {{}} Learning_Offline_CopyInputs */
/** @typedef {{}} Learning_Offline_FileInputs */
/** @typedef {{ error: NonNullable<unknown> }} Learning_Offline_Save_FailedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Learning_Open_FileInputs */
/** @typedef {{}} Learning_OptionalInputs */
/** @typedef {{}} Learning_Outline_CompletedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Learning_Outline_OpensInputs */
/** @typedef {{ percent: NonNullable<unknown>, done: NonNullable<unknown>, total: NonNullable<unknown> }} Learning_Outline_ProgressInputs */
/** @typedef {{ number: NonNullable<unknown>, title: NonNullable<unknown> }} Learning_Outline_SectionInputs */
/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Learning_Outline_Section_CountInputs */
/** @typedef {{}} Learning_Outline_Section_DoneInputs */
/** @typedef {{}} Learning_Outline_SummaryInputs */
/** @typedef {{}} Learning_Page_LoadingInputs */
/** @typedef {{}} Learning_Page_TitleInputs */
/** @typedef {{ position: NonNullable<unknown>, total: NonNullable<unknown> }} Learning_PositionInputs */
/** @typedef {{}} Learning_Practice_AdoptInputs */
/** @typedef {{}} Learning_Practice_AdoptingInputs */
/** @typedef {{}} Learning_Practice_CheckinInputs */
/** @typedef {{}} Learning_Practice_FailedInputs */
/** @typedef {{}} Learning_Practice_HistoryInputs */
/** @typedef {{}} Learning_Practice_KeptInputs */
/** @typedef {{}} Learning_Practice_OrInputs */
/** @typedef {{ days: NonNullable<unknown> }} Learning_Practice_SuggestedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Practice_TitleInputs */
/** @typedef {{}} Learning_Quiz_AgainInputs */
/** @typedef {{ max: NonNullable<unknown> }} Learning_Quiz_All_UsedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learning_Quiz_Attempts_LeftInputs */
/** @typedef {{ best: NonNullable<unknown> }} Learning_Quiz_BestInputs */
/** @typedef {{}} Learning_Quiz_Choose_AllInputs */
/** @typedef {{}} Learning_Quiz_CorrectInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Learning_Quiz_Correct_AnswerInputs */
/** @typedef {{ count: NonNullable<unknown>, total: NonNullable<unknown> }} Learning_Quiz_DrawnInputs */
/** @typedef {{}} Learning_Quiz_No_AnswerInputs */
/** @typedef {{ score: NonNullable<unknown> }} Learning_Quiz_Not_PassedInputs */
/** @typedef {{}} Learning_Quiz_Not_QuiteInputs */
/** @typedef {{ pass: NonNullable<unknown> }} Learning_Quiz_Pass_MarkInputs */
/** @typedef {{ score: NonNullable<unknown> }} Learning_Quiz_PassedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Learning_Quiz_QuestionInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learning_Quiz_QuestionsInputs */
/** @typedef {{}} Learning_Quiz_QueuedInputs */
/** @typedef {{}} Learning_Quiz_SubmitInputs */
/** @typedef {{ count: NonNullable<unknown>, pass: NonNullable<unknown>, best: NonNullable<unknown> }} Learning_Quiz_SummaryInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Learning_Quiz_Your_AnswerInputs */
/** @typedef {{}} Learning_Rating_Not_At_AllInputs */
/** @typedef {{}} Learning_Rating_SomewhatInputs */
/** @typedef {{}} Learning_Rating_Very_MuchInputs */
/** @typedef {{}} Learning_Reflect_DraftInputs */
/** @typedef {{}} Learning_Reflect_EnergyInputs */
/** @typedef {{}} Learning_Reflect_FeelingInputs */
/** @typedef {{ error: NonNullable<unknown> }} Learning_Reflect_Offline_FailedInputs */
/** @typedef {{}} Learning_Reflect_PrivateInputs */
/** @typedef {{}} Learning_Reflect_QueuedInputs */
/** @typedef {{}} Learning_Reflect_SaveInputs */
/** @typedef {{}} Learning_Reflect_Save_FailedInputs */
/** @typedef {{}} Learning_Reflect_SavedInputs */
/** @typedef {{}} Learning_Reflect_TitleInputs */
/** @typedef {{}} Learning_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Review_Accepted_ToastInputs */
/** @typedef {{}} Learning_Review_All_CoursesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Review_Answer_OfInputs */
/** @typedef {{}} Learning_Review_BackInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Review_ByInputs */
/** @typedef {{}} Learning_Review_Choose_DecisionInputs */
/** @typedef {{}} Learning_Review_CourseInputs */
/** @typedef {{}} Learning_Review_DecisionInputs */
/** @typedef {{}} Learning_Review_Decision_AcceptedInputs */
/** @typedef {{}} Learning_Review_Decision_ReviseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Review_DownloadInputs */
/** @typedef {{}} Learning_Review_Download_FailedInputs */
/** @typedef {{}} Learning_Review_EarlierInputs */
/** @typedef {{}} Learning_Review_Empty_MentorInputs */
/** @typedef {{}} Learning_Review_Empty_StudioInputs */
/** @typedef {{}} Learning_Review_FeedbackInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Review_Feedback_FromInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Review_Feedback_HintInputs */
/** @typedef {{}} Learning_Review_Feedback_OptionalInputs */
/** @typedef {{}} Learning_Review_Feedback_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Review_First_TimeInputs */
/** @typedef {{}} Learning_Review_LoadingInputs */
/** @typedef {{ course: NonNullable<unknown>, member: NonNullable<unknown>, number: NonNullable<unknown>, time: NonNullable<unknown> }} Learning_Review_MetaInputs */
/** @typedef {{}} Learning_Review_Needs_FeedbackInputs */
/** @typedef {{}} Learning_Review_No_FileInputs */
/** @typedef {{}} Learning_Review_No_TextInputs */
/** @typedef {{}} Learning_Review_Not_FoundInputs */
/** @typedef {{}} Learning_Review_Not_Found_Or_YoursInputs */
/** @typedef {{}} Learning_Review_PagesInputs */
/** @typedef {{}} Learning_Review_Queue_FailedInputs */
/** @typedef {{}} Learning_Review_Queue_LoadingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Review_Revise_ToastInputs */
/** @typedef {{ number: NonNullable<unknown>, state: NonNullable<unknown> }} Learning_Review_Revision_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Learning_Review_Revision_SuffixInputs */
/** @typedef {{}} Learning_Review_Save_FailedInputs */
/** @typedef {{}} Learning_Review_SendInputs */
/** @typedef {{}} Learning_Review_State_AcceptedInputs */
/** @typedef {{}} Learning_Review_State_ReviseInputs */
/** @typedef {{}} Learning_Review_State_SupersededInputs */
/** @typedef {{}} Learning_Review_State_WaitingInputs */
/** @typedef {{ time: NonNullable<unknown> }} Learning_Review_SubmittedInputs */
/** @typedef {{}} Learning_Review_The_TaskInputs */
/** @typedef {{}} Learning_Review_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learning_Review_WaitingInputs */
/** @typedef {{}} Learning_Review_Your_ReviewInputs */
/** @typedef {{}} Learning_Save_DraftInputs */
/** @typedef {{}} Learning_Save_FailedInputs */
/** @typedef {{}} Learning_Save_Input_KeptInputs */
/** @typedef {{}} Learning_Save_QueuedInputs */
/** @typedef {{}} Learning_SavedInputs */
/** @typedef {{ label: NonNullable<unknown>, time: NonNullable<unknown> }} Learning_Saved_AtInputs */
/** @typedef {{}} Learning_SavingInputs */
/** @typedef {{}} Learning_SubmittedInputs */
/** @typedef {{}} Learning_Survey_SubmitInputs */
/** @typedef {{}} Learning_Survey_SubmittedInputs */
/** @typedef {{}} Learning_Task_AcceptedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Task_Accepted_ByInputs */
/** @typedef {{}} Learning_Task_Accepted_NoteInputs */
/** @typedef {{}} Learning_Task_AnswerInputs */
/** @typedef {{}} Learning_Task_AttachInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Task_AttachedInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown> }} Learning_Task_Attached_SizeInputs */
/** @typedef {{}} Learning_Task_File_EmptyInputs */
/** @typedef {{ types: NonNullable<unknown>, size: NonNullable<unknown> }} Learning_Task_File_HintInputs */
/** @typedef {{ size: NonNullable<unknown> }} Learning_Task_Must_SizeInputs */
/** @typedef {{ types: NonNullable<unknown> }} Learning_Task_Must_TypeInputs */
/** @typedef {{}} Learning_Task_ReviseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learning_Task_Revise_ByInputs */
/** @typedef {{}} Learning_Task_Revise_NoteInputs */
/** @typedef {{}} Learning_Task_SubmitInputs */
/** @typedef {{}} Learning_Task_Submit_RevisionInputs */
/** @typedef {{}} Learning_Task_SubmittedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learning_Task_VersionsInputs */
/** @typedef {{}} Learning_Task_WaitingInputs */
/** @typedef {{}} Learning_Task_Waiting_NoteInputs */
/** @typedef {{}} Learning_This_LessonInputs */
/** @typedef {{}} Learning_Transcript_EmptyInputs */
/** @typedef {{}} Learning_Transcript_LanguageInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learning_Transcript_MatchesInputs */
/** @typedef {{ word: NonNullable<unknown> }} Learning_Transcript_No_MatchInputs */
/** @typedef {{ title: NonNullable<unknown> }} Learning_Transcript_OfInputs */
/** @typedef {{}} Learning_Transcript_SearchInputs */
/** @typedef {{}} Learning_Try_AgainInputs */
/** @typedef {{}} Learning_Verification_PageInputs */
/** @typedef {{}} Learning_Your_CertificateInputs */
/** @typedef {{}} Mail_Cancelled_DoneInputs */
/** @typedef {{}} Mail_Cancelled_ProgressInputs */
/** @typedef {{}} Mail_Cancelled_SubjectInputs */
/** @typedef {{}} Mail_Cancelled_ThanksInputs */
/** @typedef {{}} Mail_Certificate_ActionInputs */
/** @typedef {{ code: NonNullable<unknown> }} Mail_Certificate_CheckInputs */
/** @typedef {{ course: NonNullable<unknown> }} Mail_Certificate_DoneInputs */
/** @typedef {{ course: NonNullable<unknown> }} Mail_Certificate_SubjectInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Digest_IntroInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Digest_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Exists_FootnoteInputs */
/** @typedef {{}} Mail_Exists_If_YouInputs */
/** @typedef {{}} Mail_Exists_SubjectInputs */
/** @typedef {{}} Mail_Exists_TriedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_GreetingInputs */
/** @typedef {{}} Mail_Invitation_ActionInputs */
/** @typedef {{}} Mail_Invitation_ChooseInputs */
/** @typedef {{ courses: NonNullable<unknown> }} Mail_Invitation_CoursesInputs */
/** @typedef {{ days: NonNullable<unknown> }} Mail_Invitation_FootnoteInputs */
/** @typedef {{}} Mail_Invitation_MadeInputs */
/** @typedef {{}} Mail_Invitation_SubjectInputs */
/** @typedef {{}} Mail_Layout_Copy_LinkInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Notification_FootnoteInputs */
/** @typedef {{}} Mail_Notification_OpenInputs */
/** @typedef {{}} Mail_Notification_See_AllInputs */
/** @typedef {{}} Mail_Pdf_Certificate_CertifiesInputs */
/** @typedef {{ code: NonNullable<unknown> }} Mail_Pdf_Certificate_CodeInputs */
/** @typedef {{}} Mail_Pdf_Certificate_CompletedInputs */
/** @typedef {{}} Mail_Pdf_Certificate_HeadingInputs */
/** @typedef {{}} Mail_Pdf_Certificate_Holder_FallbackInputs */
/** @typedef {{ date: NonNullable<unknown> }} Mail_Pdf_Certificate_IssuedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Mail_Pdf_Certificate_SubjectInputs */
/** @typedef {{ course: NonNullable<unknown> }} Mail_Pdf_Certificate_TitleInputs */
/** @typedef {{}} Mail_Pdf_Certificate_VerifyInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Pdf_Credit_Note_CorrectsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Pdf_Credit_Note_DocInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Pdf_Credit_Note_QuestionsInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Mail_Pdf_Credit_Note_ReasonInputs */
/** @typedef {{}} Mail_Pdf_Credit_Note_TitleInputs */
/** @typedef {{}} Mail_Pdf_Invoice_AmountInputs */
/** @typedef {{}} Mail_Pdf_Invoice_Bill_ToInputs */
/** @typedef {{ date: NonNullable<unknown> }} Mail_Pdf_Invoice_DateInputs */
/** @typedef {{}} Mail_Pdf_Invoice_DescriptionInputs */
/** @typedef {{ label: NonNullable<unknown> }} Mail_Pdf_Invoice_DiscountInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Pdf_Invoice_DocInputs */
/** @typedef {{}} Mail_Pdf_Invoice_FromInputs */
/** @typedef {{}} Mail_Pdf_Invoice_NetInputs */
/** @typedef {{}} Mail_Pdf_Invoice_No_AddressInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Pdf_Invoice_NumberInputs */
/** @typedef {{ method: NonNullable<unknown> }} Mail_Pdf_Invoice_Paid_ByInputs */
/** @typedef {{}} Mail_Pdf_Invoice_QtyInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Pdf_Invoice_QuestionsInputs */
/** @typedef {{ method: NonNullable<unknown> }} Mail_Pdf_Invoice_Refunded_ToInputs */
/** @typedef {{}} Mail_Pdf_Invoice_Reverse_ChargeInputs */
/** @typedef {{ status: NonNullable<unknown> }} Mail_Pdf_Invoice_StatusInputs */
/** @typedef {{}} Mail_Pdf_Invoice_Status_PaidInputs */
/** @typedef {{}} Mail_Pdf_Invoice_Status_Partly_RefundedInputs */
/** @typedef {{}} Mail_Pdf_Invoice_Status_RefundedInputs */
/** @typedef {{}} Mail_Pdf_Invoice_SubtotalInputs */
/** @typedef {{}} Mail_Pdf_Invoice_TaxInputs */
/** @typedef {{ id: NonNullable<unknown> }} Mail_Pdf_Invoice_Tax_IdInputs */
/** @typedef {{}} Mail_Pdf_Invoice_Tax_RateInputs */
/** @typedef {{}} Mail_Pdf_Invoice_TitleInputs */
/** @typedef {{}} Mail_Pdf_Invoice_Total_PaidInputs */
/** @typedef {{}} Mail_Pdf_Invoice_Total_RefundedInputs */
/** @typedef {{}} Mail_Pdf_Invoice_Unit_PriceInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Mail_Pdf_PercentInputs */
/** @typedef {{ rate: NonNullable<unknown>, country: NonNullable<unknown> }} Mail_Pdf_Tax_IncludedInputs */
/** @typedef {{}} Mail_Pdf_Tax_No_CountryInputs */
/** @typedef {{ country: NonNullable<unknown> }} Mail_Pdf_Tax_None_ForInputs */
/** @typedef {{}} Mail_Pdf_Tax_Reverse_ChargeInputs */
/** @typedef {{}} Mail_Reset_ActionInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Mail_Reset_FootnoteInputs */
/** @typedef {{}} Mail_Reset_IntroInputs */
/** @typedef {{}} Mail_Reset_My_PasswordInputs */
/** @typedef {{}} Mail_Reset_SubjectInputs */
/** @typedef {{ browser: NonNullable<unknown>, os: NonNullable<unknown> }} Mail_Security_Device_OnInputs */
/** @typedef {{}} Mail_Security_Device_UnknownInputs */
/** @typedef {{}} Mail_Security_Event_AdviceInputs */
/** @typedef {{}} Mail_Security_New_Sign_In_AdviceInputs */
/** @typedef {{}} Mail_Security_New_Sign_In_SubjectInputs */
/** @typedef {{}} Mail_Security_New_Sign_In_WhatInputs */
/** @typedef {{ when: NonNullable<unknown>, device: NonNullable<unknown> }} Mail_Security_OriginInputs */
/** @typedef {{ when: NonNullable<unknown>, device: NonNullable<unknown>, network: NonNullable<unknown> }} Mail_Security_Origin_NetworkInputs */
/** @typedef {{}} Mail_Security_Passkey_Added_SubjectInputs */
/** @typedef {{}} Mail_Security_Passkey_Added_WhatInputs */
/** @typedef {{}} Mail_Security_Passkey_Cloned_SubjectInputs */
/** @typedef {{}} Mail_Security_Passkey_Cloned_WhatInputs */
/** @typedef {{}} Mail_Security_Passkey_Removed_SubjectInputs */
/** @typedef {{}} Mail_Security_Passkey_Removed_WhatInputs */
/** @typedef {{}} Mail_Security_Password_Changed_SubjectInputs */
/** @typedef {{}} Mail_Security_Password_Changed_WhatInputs */
/** @typedef {{}} Mail_Security_Password_Reset_WhatInputs */
/** @typedef {{}} Mail_Security_Recovery_Code_Used_SubjectInputs */
/** @typedef {{}} Mail_Security_Recovery_Code_Used_WhatInputs */
/** @typedef {{}} Mail_Security_Second_Factor_Disabled_SubjectInputs */
/** @typedef {{}} Mail_Security_Second_Factor_Disabled_WhatInputs */
/** @typedef {{}} Mail_Security_Second_Factor_Enabled_SubjectInputs */
/** @typedef {{}} Mail_Security_Second_Factor_Enabled_WhatInputs */
/** @typedef {{}} Mail_Security_See_DevicesInputs */
/** @typedef {{}} Mail_Security_Session_Revoked_SubjectInputs */
/** @typedef {{}} Mail_Security_Session_Revoked_WhatInputs */
/** @typedef {{}} Mail_Security_Sessions_Revoked_SubjectInputs */
/** @typedef {{}} Mail_Security_Sessions_Revoked_WhatInputs */
/** @typedef {{}} Mail_Verify_ActionInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Mail_Verify_FootnoteInputs */
/** @typedef {{}} Mail_Verify_IntroInputs */
/** @typedef {{}} Mail_Verify_SubjectInputs */
/** @typedef {{}} Member_Action_ReviewInputs */
/** @typedef {{}} Member_Action_StartInputs */
/** @typedef {{}} Member_All_BadgesInputs */
/** @typedef {{}} Member_All_Caught_UpInputs */
/** @typedef {{}} Member_All_CertificatesInputs */
/** @typedef {{}} Member_All_FinishedInputs */
/** @typedef {{}} Member_All_NotificationsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Member_Assigned_ByInputs */
/** @typedef {{}} Member_Back_To_My_CoursesInputs */
/** @typedef {{}} Member_Badge_Download_CredentialInputs */
/** @typedef {{}} Member_Badge_EarnedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Member_Badge_Earned_DateInputs */
/** @typedef {{}} Member_Badge_Earned_OnInputs */
/** @typedef {{}} Member_Badge_HowInputs */
/** @typedef {{}} Member_Badge_LockedInputs */
/** @typedef {{}} Member_Badge_Not_EarnedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Member_Badge_Progress_TowardInputs */
/** @typedef {{}} Member_Badge_Public_PageInputs */
/** @typedef {{}} Member_Badge_Your_ProgressInputs */
/** @typedef {{}} Member_Badges_HeadingInputs */
/** @typedef {{ earned: NonNullable<unknown>, total: NonNullable<unknown> }} Member_Badges_IntroInputs */
/** @typedef {{}} Member_Badges_Intro_NoneInputs */
/** @typedef {{}} Member_Badges_ListInputs */
/** @typedef {{}} Member_Board_AllInputs */
/** @typedef {{}} Member_Board_Caption_JoinedInputs */
/** @typedef {{ month: NonNullable<unknown> }} Member_Board_Caption_MonthInputs */
/** @typedef {{ date: NonNullable<unknown> }} Member_Board_Caption_SinceInputs */
/** @typedef {{}} Member_Board_EarnInputs */
/** @typedef {{}} Member_Board_Empty_AllInputs */
/** @typedef {{}} Member_Board_Empty_MonthInputs */
/** @typedef {{}} Member_Board_Empty_WeekInputs */
/** @typedef {{}} Member_Board_HeadingInputs */
/** @typedef {{}} Member_Board_HiddenInputs */
/** @typedef {{}} Member_Board_IntroInputs */
/** @typedef {{}} Member_Board_MemberInputs */
/** @typedef {{}} Member_Board_MonthInputs */
/** @typedef {{ rank: NonNullable<unknown> }} Member_Board_NumberInputs */
/** @typedef {{}} Member_Board_PeriodInputs */
/** @typedef {{}} Member_Board_PointsInputs */
/** @typedef {{}} Member_Board_RankInputs */
/** @typedef {{}} Member_Board_SharedInputs */
/** @typedef {{ place: NonNullable<unknown>, shared: NonNullable<unknown>, points: NonNullable<unknown> }} Member_Board_StandingInputs */
/** @typedef {{}} Member_Board_WeekInputs */
/** @typedef {{}} Member_Board_YouInputs */
/** @typedef {{}} Member_Board_Your_PlaceInputs */
/** @typedef {{}} Member_Bookmark_Remove_FailedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Member_Bookmark_Remove_LabelInputs */
/** @typedef {{ title: NonNullable<unknown> }} Member_Bookmark_RemovedInputs */
/** @typedef {{}} Member_Bookmarks_EmptyInputs */
/** @typedef {{}} Member_Bookmarks_HeadingInputs */
/** @typedef {{}} Member_Bookmarks_IntroInputs */
/** @typedef {{}} Member_Bookmarks_PagesInputs */
/** @typedef {{}} Member_Browse_CoursesInputs */
/** @typedef {{ code: NonNullable<unknown> }} Member_Cert_CodeInputs */
/** @typedef {{ date: NonNullable<unknown> }} Member_Cert_CompletedInputs */
/** @typedef {{}} Member_Cert_CredentialInputs */
/** @typedef {{ title: NonNullable<unknown> }} Member_Cert_Credential_LabelInputs */
/** @typedef {{}} Member_Cert_DownloadInputs */
/** @typedef {{}} Member_Cert_Download_FailedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Member_Cert_Download_LabelInputs */
/** @typedef {{}} Member_Cert_EmptyInputs */
/** @typedef {{}} Member_Cert_GetInputs */
/** @typedef {{ title: NonNullable<unknown> }} Member_Cert_Get_LabelInputs */
/** @typedef {{}} Member_Cert_HeadingInputs */
/** @typedef {{}} Member_Cert_IntroInputs */
/** @typedef {{}} Member_Cert_Issue_FailedInputs */
/** @typedef {{ name: NonNullable<unknown>, date: NonNullable<unknown> }} Member_Cert_IssuedInputs */
/** @typedef {{}} Member_Cert_PagesInputs */
/** @typedef {{}} Member_Cert_Ready_HeadingInputs */
/** @typedef {{}} Member_Cert_Ready_ToastInputs */
/** @typedef {{}} Member_Cert_VerifyInputs */
/** @typedef {{ title: NonNullable<unknown> }} Member_Cert_Verify_LabelInputs */
/** @typedef {{}} Member_Cert_YoursInputs */
/** @typedef {{}} Member_CertificateInputs */
/** @typedef {{}} Member_Certificate_Earn_HintInputs */
/** @typedef {{}} Member_Certificates_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Certificates_ReadyInputs */
/** @typedef {{}} Member_CloseInputs */
/** @typedef {{}} Member_CohortInputs */
/** @typedef {{}} Member_Cohort_Discussion_IntroInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Cohort_HiddenInputs */
/** @typedef {{}} Member_Cohort_LeaveInputs */
/** @typedef {{ title: NonNullable<unknown> }} Member_Cohort_Leave_ConfirmInputs */
/** @typedef {{}} Member_Cohort_Leave_FailedInputs */
/** @typedef {{}} Member_Cohort_LeftInputs */
/** @typedef {{}} Member_Cohort_Load_FailedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Cohort_MembersInputs */
/** @typedef {{}} Member_Cohort_Not_FoundInputs */
/** @typedef {{ cohort: NonNullable<unknown>, course: NonNullable<unknown>, date: NonNullable<unknown> }} Member_Cohort_NoteInputs */
/** @typedef {{ link: NonNullable<unknown> }} Member_Cohort_PaidInputs */
/** @typedef {{}} Member_Cohort_See_WhoInputs */
/** @typedef {{ date: NonNullable<unknown>, zone: NonNullable<unknown> }} Member_Cohort_Started_OnInputs */
/** @typedef {{ days: NonNullable<unknown> }} Member_Cohort_Starts_InInputs */
/** @typedef {{ date: NonNullable<unknown>, zone: NonNullable<unknown> }} Member_Cohort_Starts_OnInputs */
/** @typedef {{}} Member_Cohort_Starts_TodayInputs */
/** @typedef {{}} Member_Cohort_Starts_TomorrowInputs */
/** @typedef {{}} Member_Cohort_Write_To_UsInputs */
/** @typedef {{}} Member_Cohort_YouInputs */
/** @typedef {{}} Member_Collect_CertificatesInputs */
/** @typedef {{}} Member_ContinueInputs */
/** @typedef {{}} Member_Continue_LearningInputs */
/** @typedef {{}} Member_Course_CompletedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Member_Course_ProgressInputs */
/** @typedef {{}} Member_Day_FutureInputs */
/** @typedef {{}} Member_Day_LearnedInputs */
/** @typedef {{}} Member_Day_MissedInputs */
/** @typedef {{}} Member_Day_RestInputs */
/** @typedef {{}} Member_Day_TodayInputs */
/** @typedef {{}} Member_DismissInputs */
/** @typedef {{ date: NonNullable<unknown> }} Member_Due_ByInputs */
/** @typedef {{}} Member_Error_HeadingInputs */
/** @typedef {{}} Member_Error_HomeInputs */
/** @typedef {{}} Member_Error_My_CoursesInputs */
/** @typedef {{}} Member_Feed_AddressInputs */
/** @typedef {{ app: NonNullable<unknown> }} Member_Feed_AppleInputs */
/** @typedef {{}} Member_Feed_CopiedInputs */
/** @typedef {{}} Member_Feed_CopyInputs */
/** @typedef {{}} Member_Feed_Copy_RefusedInputs */
/** @typedef {{}} Member_Feed_CreateInputs */
/** @typedef {{}} Member_Feed_DoneInputs */
/** @typedef {{}} Member_Feed_FailedInputs */
/** @typedef {{}} Member_Feed_Get_NewInputs */
/** @typedef {{ app: NonNullable<unknown> }} Member_Feed_GoogleInputs */
/** @typedef {{}} Member_Feed_HowInputs */
/** @typedef {{}} Member_Feed_Load_FailedInputs */
/** @typedef {{}} Member_Feed_LoadingInputs */
/** @typedef {{}} Member_Feed_New_ConfirmInputs */
/** @typedef {{}} Member_Feed_New_TitleInputs */
/** @typedef {{}} Member_Feed_NoneInputs */
/** @typedef {{}} Member_Feed_OffInputs */
/** @typedef {{}} Member_Feed_Off_ConfirmInputs */
/** @typedef {{}} Member_Feed_Off_TitleInputs */
/** @typedef {{}} Member_Feed_OnInputs */
/** @typedef {{ on: NonNullable<unknown>, date: NonNullable<unknown> }} Member_Feed_On_SinceInputs */
/** @typedef {{}} Member_Feed_OpenInputs */
/** @typedef {{ app: NonNullable<unknown> }} Member_Feed_OutlookInputs */
/** @typedef {{}} Member_Feed_RefetchInputs */
/** @typedef {{}} Member_Feed_SafetyInputs */
/** @typedef {{}} Member_Feed_Shown_OnceInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Member_Feed_Time_ZoneInputs */
/** @typedef {{}} Member_Feed_Turn_OffInputs */
/** @typedef {{}} Member_Feed_Your_LinkInputs */
/** @typedef {{}} Member_Filter_ActiveInputs */
/** @typedef {{}} Member_Filter_AllInputs */
/** @typedef {{}} Member_Filter_CompletedInputs */
/** @typedef {{}} Member_Find_Next_CourseInputs */
/** @typedef {{}} Member_First_Badge_HintInputs */
/** @typedef {{}} Member_FreeInputs */
/** @typedef {{}} Member_Go_To_My_CoursesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Member_GreetingInputs */
/** @typedef {{}} Member_Greeting_AnonymousInputs */
/** @typedef {{ date: NonNullable<unknown> }} Member_Last_OpenedInputs */
/** @typedef {{}} Member_Latest_BadgesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Lessons_CountInputs */
/** @typedef {{}} Member_Level_HighestInputs */
/** @typedef {{}} Member_Level_Highest_ReachedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Member_Level_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Member_Level_Progress_ToInputs */
/** @typedef {{ points: NonNullable<unknown>, number: NonNullable<unknown>, name: NonNullable<unknown> }} Member_Level_To_NextInputs */
/** @typedef {{}} Member_LoadingInputs */
/** @typedef {{}} Member_Loading_PageInputs */
/** @typedef {{}} Member_Login_RedirectInputs */
/** @typedef {{}} Member_Mentor_RecommendedInputs */
/** @typedef {{}} Member_My_Courses_HeadingInputs */
/** @typedef {{}} Member_My_Courses_PagesInputs */
/** @typedef {{}} Member_No_CompletedInputs */
/** @typedef {{}} Member_None_StartedInputs */
/** @typedef {{}} Member_Not_EnrolledInputs */
/** @typedef {{}} Member_Notice_Mark_FailedInputs */
/** @typedef {{}} Member_Notice_Mark_ReadInputs */
/** @typedef {{}} Member_Notice_UnreadInputs */
/** @typedef {{}} Member_Notices_All_ReadInputs */
/** @typedef {{}} Member_Notices_ChooseInputs */
/** @typedef {{}} Member_Notices_EmptyInputs */
/** @typedef {{}} Member_Notices_ListInputs */
/** @typedef {{}} Member_Notices_Mark_AllInputs */
/** @typedef {{}} Member_Notices_Mark_FailedInputs */
/** @typedef {{}} Member_Notices_PagesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Notices_UnreadInputs */
/** @typedef {{}} Member_Notifications_HeadingInputs */
/** @typedef {{}} Member_Pager_NextInputs */
/** @typedef {{ page: NonNullable<unknown>, last: NonNullable<unknown> }} Member_Pager_PageInputs */
/** @typedef {{}} Member_Pager_PreviousInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Points_Chart_TitleInputs */
/** @typedef {{}} Member_Points_ColumnInputs */
/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Member_Points_CountInputs */
/** @typedef {{}} Member_Points_EmptyInputs */
/** @typedef {{}} Member_Points_HeadingInputs */
/** @typedef {{}} Member_Points_HistoryInputs */
/** @typedef {{}} Member_Points_History_PagesInputs */
/** @typedef {{}} Member_Points_IntroInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Points_Last_WeeksInputs */
/** @typedef {{}} Member_Points_MonthInputs */
/** @typedef {{}} Member_Points_Per_WeekInputs */
/** @typedef {{}} Member_Points_Show_TableInputs */
/** @typedef {{}} Member_Points_TotalInputs */
/** @typedef {{}} Member_Points_WeekInputs */
/** @typedef {{}} Member_Points_Week_OfInputs */
/** @typedef {{}} Member_Points_Your_LevelInputs */
/** @typedef {{}} Member_Progress_FinishedInputs */
/** @typedef {{}} Member_Progress_In_ProgressInputs */
/** @typedef {{}} Member_Progress_Not_StartedInputs */
/** @typedef {{}} Member_Push_BlockedInputs */
/** @typedef {{}} Member_Push_ChooseInputs */
/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Member_Push_DeviceInputs */
/** @typedef {{}} Member_Push_Device_UnknownInputs */
/** @typedef {{}} Member_Push_Note_OffInputs */
/** @typedef {{}} Member_Push_Note_Off_FailedInputs */
/** @typedef {{}} Member_Push_Note_OnInputs */
/** @typedef {{}} Member_Push_Note_On_FailedInputs */
/** @typedef {{}} Member_Push_Note_UnansweredInputs */
/** @typedef {{}} Member_Push_OfferInputs */
/** @typedef {{}} Member_Push_Offer_ButtonInputs */
/** @typedef {{}} Member_Push_State_BusyInputs */
/** @typedef {{}} Member_Push_State_CheckingInputs */
/** @typedef {{}} Member_Push_State_DeniedInputs */
/** @typedef {{}} Member_Push_State_OffInputs */
/** @typedef {{}} Member_Push_State_OnInputs */
/** @typedef {{}} Member_Push_State_UnsupportedInputs */
/** @typedef {{ state: NonNullable<unknown> }} Member_Push_StatusInputs */
/** @typedef {{}} Member_Push_Turn_OffInputs */
/** @typedef {{}} Member_Push_Turn_OnInputs */
/** @typedef {{}} Member_Push_UnsupportedInputs */
/** @typedef {{}} Member_RemoveInputs */
/** @typedef {{}} Member_Show_CoursesInputs */
/** @typedef {{}} Member_Stat_BookmarksInputs */
/** @typedef {{}} Member_Stat_CertificatesInputs */
/** @typedef {{}} Member_Stat_CompletedInputs */
/** @typedef {{}} Member_Stat_EnrolledInputs */
/** @typedef {{}} Member_Status_400Inputs */
/** @typedef {{}} Member_Status_403Inputs */
/** @typedef {{}} Member_Status_404Inputs */
/** @typedef {{}} Member_Status_429Inputs */
/** @typedef {{}} Member_Status_500Inputs */
/** @typedef {{}} Member_Status_502Inputs */
/** @typedef {{}} Member_Status_503Inputs */
/** @typedef {{}} Member_Status_OtherInputs */
/** @typedef {{}} Member_Streak_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Streak_In_A_RowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Streak_LongestInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Streak_Rest_LeftInputs */
/** @typedef {{}} Member_Streak_StartInputs */
/** @typedef {{}} Member_Streak_WeekInputs */
/** @typedef {{}} Member_Survey_ChooseInputs */
/** @typedef {{}} Member_Survey_FailedInputs */
/** @typedef {{}} Member_Survey_IntroInputs */
/** @typedef {{}} Member_Survey_Not_NowInputs */
/** @typedef {{}} Member_Survey_SendInputs */
/** @typedef {{}} Member_Survey_ThanksInputs */
/** @typedef {{}} Member_Switch_FailedInputs */
/** @typedef {{}} Member_Switch_HintInputs */
/** @typedef {{}} Member_Switch_LabelInputs */
/** @typedef {{}} Member_Switch_OffInputs */
/** @typedef {{}} Member_Switch_Off_ToastInputs */
/** @typedef {{}} Member_Switch_OnInputs */
/** @typedef {{}} Member_Switch_On_ToastInputs */
/** @typedef {{}} Member_Title_BadgesInputs */
/** @typedef {{}} Member_Title_BookmarksInputs */
/** @typedef {{}} Member_Title_CertificatesInputs */
/** @typedef {{}} Member_Title_CohortInputs */
/** @typedef {{}} Member_Title_DashboardInputs */
/** @typedef {{}} Member_Title_LeaderboardInputs */
/** @typedef {{}} Member_Title_My_CoursesInputs */
/** @typedef {{}} Member_Title_NotificationsInputs */
/** @typedef {{}} Member_Title_PointsInputs */
/** @typedef {{}} Member_Try_AgainInputs */
/** @typedef {{ count: NonNullable<unknown> }} Member_Unread_CountInputs */
/** @typedef {{}} Member_Unread_HintInputs */
/** @typedef {{}} Member_Verify_RegionInputs */
/** @typedef {{}} Member_Verify_ResendInputs */
/** @typedef {{}} Member_Verify_Send_FailedInputs */
/** @typedef {{}} Member_Verify_SendingInputs */
/** @typedef {{ email: NonNullable<unknown> }} Member_Verify_TextInputs */
/** @typedef {{}} Member_View_CourseInputs */
/** @typedef {{}} Member_Waiting_HintInputs */
/** @typedef {{}} Member_Your_PointsInputs */
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
/** @typedef {{}} Notifications_None_UnreadInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notifications_UnreadInputs */
/** @typedef {{}} Public_404_HeadingInputs */
/** @typedef {{}} Public_404_TextInputs */
/** @typedef {{}} Public_404_TitleInputs */
/** @typedef {{}} Public_500_HeadingInputs */
/** @typedef {{}} Public_500_HomeInputs */
/** @typedef {{}} Public_500_TitleInputs */
/** @typedef {{}} Public_500_Try_AgainInputs */
/** @typedef {{ badge: NonNullable<unknown> }} Public_Badge_ArtworkInputs */
/** @typedef {{}} Public_Badge_Awarded_OnInputs */
/** @typedef {{}} Public_Badge_Awarded_ToInputs */
/** @typedef {{}} Public_Badge_CodeInputs */
/** @typedef {{ holder: NonNullable<unknown>, badge: NonNullable<unknown> }} Public_Badge_DescriptionInputs */
/** @typedef {{}} Public_Badge_HintInputs */
/** @typedef {{}} Public_Badge_Hint_KeyInputs */
/** @typedef {{}} Public_Badge_How_EarnedInputs */
/** @typedef {{}} Public_Badge_Status_InvalidInputs */
/** @typedef {{}} Public_Badge_Status_ValidInputs */
/** @typedef {{ badge: NonNullable<unknown>, holder: NonNullable<unknown> }} Public_Badge_TitleInputs */
/** @typedef {{}} Public_Badge_UnverifiedInputs */
/** @typedef {{}} Public_Badge_ValidInputs */
/** @typedef {{}} Public_Blog_Browse_CoursesInputs */
/** @typedef {{ author: NonNullable<unknown> }} Public_Blog_ByInputs */
/** @typedef {{}} Public_Blog_DescriptionInputs */
/** @typedef {{}} Public_Blog_EmptyInputs */
/** @typedef {{}} Public_Blog_Feed_TitleInputs */
/** @typedef {{}} Public_Blog_HeadingInputs */
/** @typedef {{}} Public_Blog_IntroInputs */
/** @typedef {{}} Public_Blog_More_PostsInputs */
/** @typedef {{}} Public_Blog_NewerInputs */
/** @typedef {{}} Public_Blog_NewestInputs */
/** @typedef {{}} Public_Blog_OlderInputs */
/** @typedef {{}} Public_Blog_PagesInputs */
/** @typedef {{}} Public_Blog_Past_EndInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Public_Blog_ReadingInputs */
/** @typedef {{}} Public_Blog_RssInputs */
/** @typedef {{}} Public_Blog_ShortInputs */
/** @typedef {{}} Public_Blog_TitleInputs */
/** @typedef {{}} Public_BookmarkInputs */
/** @typedef {{ course: NonNullable<unknown> }} Public_Bookmark_AddedInputs */
/** @typedef {{}} Public_Bookmark_FailedInputs */
/** @typedef {{ course: NonNullable<unknown> }} Public_Bookmark_RemovedInputs */
/** @typedef {{}} Public_BookmarkedInputs */
/** @typedef {{}} Public_BreadcrumbInputs */
/** @typedef {{}} Public_Browse_All_CoursesInputs */
/** @typedef {{}} Public_Bundle_AboutInputs */
/** @typedef {{}} Public_Bundle_All_FreeInputs */
/** @typedef {{}} Public_Bundle_BadgeInputs */
/** @typedef {{}} Public_Bundle_CoursesInputs */
/** @typedef {{}} Public_Bundle_EnrolledInputs */
/** @typedef {{ courses: NonNullable<unknown> }} Public_Bundle_OfInputs */
/** @typedef {{ total: NonNullable<unknown> }} Public_Bundle_One_By_OneInputs */
/** @typedef {{}} Public_Bundle_PreparingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Public_Bundle_SaveInputs */
/** @typedef {{ count: NonNullable<unknown>, total: NonNullable<unknown> }} Public_Bundle_Save_AgainstInputs */
/** @typedef {{}} Public_Bundle_StartInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Public_Bundle_TotalInputs */
/** @typedef {{}} Public_Bundle_You_SaveInputs */
/** @typedef {{}} Public_Bundles_DescriptionInputs */
/** @typedef {{}} Public_Bundles_EmptyInputs */
/** @typedef {{}} Public_Bundles_Empty_LinkInputs */
/** @typedef {{}} Public_Bundles_Empty_TextInputs */
/** @typedef {{}} Public_Bundles_HeadingInputs */
/** @typedef {{}} Public_Bundles_IntroInputs */
/** @typedef {{}} Public_Bundles_PagesInputs */
/** @typedef {{}} Public_Buy_Checkout_FailedInputs */
/** @typedef {{}} Public_Buy_CodeInputs */
/** @typedef {{ price: NonNullable<unknown> }} Public_Buy_ForInputs */
/** @typedef {{}} Public_Buy_Have_CodeInputs */
/** @typedef {{}} Public_Buy_NoteInputs */
/** @typedef {{}} Public_Buy_Or_SubscribeInputs */
/** @typedef {{}} Public_Cert_CodeInputs */
/** @typedef {{}} Public_Cert_CourseInputs */
/** @typedef {{ holder: NonNullable<unknown>, course: NonNullable<unknown> }} Public_Cert_DescriptionInputs */
/** @typedef {{}} Public_Cert_HeadingInputs */
/** @typedef {{}} Public_Cert_HintInputs */
/** @typedef {{}} Public_Cert_Issued_OnInputs */
/** @typedef {{}} Public_Cert_StatusInputs */
/** @typedef {{ code: NonNullable<unknown> }} Public_Cert_TitleInputs */
/** @typedef {{}} Public_Cert_ValidInputs */
/** @typedef {{}} Public_Cohorts_Buy_PlaceInputs */
/** @typedef {{ cohort: NonNullable<unknown> }} Public_Cohorts_Buy_Place_InInputs */
/** @typedef {{}} Public_Cohorts_FullInputs */
/** @typedef {{}} Public_Cohorts_HeadingInputs */
/** @typedef {{}} Public_Cohorts_IntroInputs */
/** @typedef {{}} Public_Cohorts_JoinInputs */
/** @typedef {{}} Public_Cohorts_Join_FailedInputs */
/** @typedef {{ cohort: NonNullable<unknown> }} Public_Cohorts_JoinedInputs */
/** @typedef {{}} Public_Cohorts_Move_ToInputs */
/** @typedef {{ price: NonNullable<unknown> }} Public_Cohorts_Place_CostsInputs */
/** @typedef {{ count: NonNullable<unknown>, capacity: NonNullable<unknown>, shown: NonNullable<unknown> }} Public_Cohorts_Seats_LeftInputs */
/** @typedef {{}} Public_Cohorts_See_MembersInputs */
/** @typedef {{}} Public_Cohorts_Starts_OnInputs */
/** @typedef {{}} Public_Cohorts_You_Are_InInputs */
/** @typedef {{}} Public_Consent_AcceptInputs */
/** @typedef {{}} Public_Consent_AnalyticsInputs */
/** @typedef {{}} Public_Consent_Analytics_HintInputs */
/** @typedef {{}} Public_Consent_ChooseInputs */
/** @typedef {{}} Public_Consent_MarketingInputs */
/** @typedef {{}} Public_Consent_Marketing_HintInputs */
/** @typedef {{}} Public_Consent_RejectInputs */
/** @typedef {{}} Public_Consent_SaveInputs */
/** @typedef {{}} Public_Consent_TextInputs */
/** @typedef {{}} Public_Consent_TitleInputs */
/** @typedef {{}} Public_Contact_Browse_CoursesInputs */
/** @typedef {{}} Public_Contact_DescriptionInputs */
/** @typedef {{}} Public_Contact_EmailInputs */
/** @typedef {{}} Public_Contact_FailedInputs */
/** @typedef {{}} Public_Contact_Help_LinkInputs */
/** @typedef {{}} Public_Contact_LeadInputs */
/** @typedef {{}} Public_Contact_Many_AnswersInputs */
/** @typedef {{}} Public_Contact_MessageInputs */
/** @typedef {{}} Public_Contact_NameInputs */
/** @typedef {{}} Public_Contact_Other_WaysInputs */
/** @typedef {{}} Public_Contact_PhoneInputs */
/** @typedef {{}} Public_Contact_RecaptchaInputs */
/** @typedef {{}} Public_Contact_Recaptcha_AndInputs */
/** @typedef {{}} Public_Contact_Recaptcha_ApplyInputs */
/** @typedef {{}} Public_Contact_Recaptcha_PrivacyInputs */
/** @typedef {{}} Public_Contact_Recaptcha_TermsInputs */
/** @typedef {{}} Public_Contact_SendInputs */
/** @typedef {{}} Public_Contact_SendingInputs */
/** @typedef {{}} Public_Contact_SubjectInputs */
/** @typedef {{}} Public_Contact_ThanksInputs */
/** @typedef {{}} Public_Contact_TitleInputs */
/** @typedef {{}} Public_Contact_UnreadableInputs */
/** @typedef {{}} Public_Contact_Us_LinkInputs */
/** @typedef {{}} Public_Contact_Visit_HelpInputs */
/** @typedef {{ progress: NonNullable<unknown> }} Public_Continue_LearningInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Public_Count_ArticlesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Public_Count_CoursesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Public_Count_DaysInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Public_Count_LessonsInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Public_Count_SeatsInputs */
/** @typedef {{}} Public_Course_AboutInputs */
/** @typedef {{}} Public_Course_Close_PreviewInputs */
/** @typedef {{ bundle: NonNullable<unknown> }} Public_Course_Courses_InInputs */
/** @typedef {{}} Public_Course_CurriculumInputs */
/** @typedef {{}} Public_Course_Enrol_LabelInputs */
/** @typedef {{}} Public_Course_Free_PreviewInputs */
/** @typedef {{ lesson: NonNullable<unknown> }} Public_Course_Free_Preview_OfInputs */
/** @typedef {{}} Public_Course_In_TotalInputs */
/** @typedef {{}} Public_Course_Included_InInputs */
/** @typedef {{}} Public_Course_LearnInputs */
/** @typedef {{}} Public_Course_Lessons_By_KindInputs */
/** @typedef {{ position: NonNullable<unknown>, count: NonNullable<unknown> }} Public_Course_PositionInputs */
/** @typedef {{}} Public_Course_PreparingInputs */
/** @typedef {{}} Public_Course_RelatedInputs */
/** @typedef {{}} Public_Course_Save_BundleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Public_Course_SectionInputs */
/** @typedef {{}} Public_Course_WithInputs */
/** @typedef {{ shown: NonNullable<unknown> }} Public_Courses_Count_CappedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Public_Courses_Description_AllInputs */
/** @typedef {{ count: NonNullable<unknown>, category: NonNullable<unknown> }} Public_Courses_Description_CategoryInputs */
/** @typedef {{ count: NonNullable<unknown>, term: NonNullable<unknown> }} Public_Courses_Description_TermInputs */
/** @typedef {{}} Public_Courses_Filters_LabelInputs */
/** @typedef {{}} Public_Courses_First_PageInputs */
/** @typedef {{}} Public_Courses_Heading_AllInputs */
/** @typedef {{ category: NonNullable<unknown> }} Public_Courses_Heading_CategoryInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Courses_Heading_TermInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Courses_No_MatchInputs */
/** @typedef {{}} Public_Courses_NoneInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Courses_None_ForInputs */
/** @typedef {{}} Public_Courses_NothingInputs */
/** @typedef {{}} Public_Courses_PagesInputs */
/** @typedef {{}} Public_Courses_Past_EndInputs */
/** @typedef {{}} Public_Courses_PopularInputs */
/** @typedef {{}} Public_Courses_Results_LabelInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, count: NonNullable<unknown> }} Public_Courses_ShowingInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Courses_Showing_ForInputs */
/** @typedef {{}} Public_Courses_Tip_Every_CourseInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Courses_Tip_Every_Course_ForInputs */
/** @typedef {{}} Public_Courses_Tip_InsteadInputs */
/** @typedef {{}} Public_Courses_Tip_Remove_FiltersInputs */
/** @typedef {{}} Public_Courses_Tip_SpellingInputs */
/** @typedef {{}} Public_Courses_Tip_TopicInputs */
/** @typedef {{}} Public_Courses_Title_AllInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Courses_Title_TermInputs */
/** @typedef {{}} Public_Crumb_AboutInputs */
/** @typedef {{}} Public_Crumb_BundlesInputs */
/** @typedef {{}} Public_Crumb_CoursesInputs */
/** @typedef {{}} Public_Crumb_HomeInputs */
/** @typedef {{}} Public_Did_You_MeanInputs */
/** @typedef {{}} Public_Did_You_Mean_EndInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Public_Duration_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Public_Duration_Hours_MinutesInputs */
/** @typedef {{}} Public_Duration_LongInputs */
/** @typedef {{}} Public_Duration_MediumInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Public_Duration_MinutesInputs */
/** @typedef {{}} Public_Duration_PrefixInputs */
/** @typedef {{}} Public_Duration_ShortInputs */
/** @typedef {{ count: NonNullable<unknown> }} Public_Enrol_AllInputs */
/** @typedef {{ count: NonNullable<unknown> }} Public_Enrol_All_FreeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Public_Enrol_All_MembershipInputs */
/** @typedef {{ bundle: NonNullable<unknown> }} Public_Enrol_Bundle_NoteInputs */
/** @typedef {{}} Public_Enrol_FailedInputs */
/** @typedef {{}} Public_Enrol_FreeInputs */
/** @typedef {{}} Public_Enrol_MembershipInputs */
/** @typedef {{}} Public_Enrol_NowInputs */
/** @typedef {{}} Public_EnrolledInputs */
/** @typedef {{ course: NonNullable<unknown> }} Public_Enrolled_InInputs */
/** @typedef {{ bundle: NonNullable<unknown> }} Public_Enrolled_In_BundleInputs */
/** @typedef {{}} Public_EnrollingInputs */
/** @typedef {{}} Public_Filter_All_CategoriesInputs */
/** @typedef {{}} Public_Filter_Any_LengthInputs */
/** @typedef {{}} Public_Filter_Any_LevelInputs */
/** @typedef {{}} Public_Filter_CategoryInputs */
/** @typedef {{}} Public_Filter_ClearInputs */
/** @typedef {{}} Public_Filter_DurationInputs */
/** @typedef {{}} Public_Filter_FormInputs */
/** @typedef {{}} Public_Filter_Free_And_PaidInputs */
/** @typedef {{}} Public_Filter_LevelInputs */
/** @typedef {{}} Public_Filter_PriceInputs */
/** @typedef {{}} Public_Filter_SearchInputs */
/** @typedef {{}} Public_Filter_Search_PlaceholderInputs */
/** @typedef {{}} Public_Filter_SortInputs */
/** @typedef {{}} Public_Filter_SubmitInputs */
/** @typedef {{}} Public_Help_Article_PagesInputs */
/** @typedef {{}} Public_Help_BackInputs */
/** @typedef {{}} Public_Help_Cant_FindInputs */
/** @typedef {{ category: NonNullable<unknown> }} Public_Help_Category_DescriptionInputs */
/** @typedef {{}} Public_Help_Category_EmptyInputs */
/** @typedef {{}} Public_Help_CentreInputs */
/** @typedef {{}} Public_Help_Contact_SupportInputs */
/** @typedef {{}} Public_Help_DescriptionInputs */
/** @typedef {{}} Public_Help_EmptyInputs */
/** @typedef {{}} Public_Help_Empty_TextInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Help_ForInputs */
/** @typedef {{ count: NonNullable<unknown>, articles: NonNullable<unknown> }} Public_Help_FoundInputs */
/** @typedef {{}} Public_Help_HeadingInputs */
/** @typedef {{ category: NonNullable<unknown> }} Public_Help_InInputs */
/** @typedef {{ category: NonNullable<unknown> }} Public_Help_More_InInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Help_No_AnswersInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Help_No_MatchInputs */
/** @typedef {{}} Public_Help_None_FoundInputs */
/** @typedef {{}} Public_Help_Or_CallInputs */
/** @typedef {{}} Public_Help_Result_PagesInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Help_Search_CrumbInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Help_Search_DescriptionInputs */
/** @typedef {{}} Public_Help_Search_LabelInputs */
/** @typedef {{}} Public_Help_Search_PlaceholderInputs */
/** @typedef {{}} Public_Help_Send_MessageInputs */
/** @typedef {{ term: NonNullable<unknown> }} Public_Help_Showing_ForInputs */
/** @typedef {{}} Public_Help_StillInputs */
/** @typedef {{}} Public_Help_Support_AnswersInputs */
/** @typedef {{}} Public_Help_Tip_AskInputs */
/** @typedef {{}} Public_Help_Tip_ReplyInputs */
/** @typedef {{}} Public_Help_Tip_TopicInputs */
/** @typedef {{}} Public_Help_Tip_WordsInputs */
/** @typedef {{ title: NonNullable<unknown> }} Public_Help_Title_SuffixInputs */
/** @typedef {{}} Public_Help_UpdatedInputs */
/** @typedef {{}} Public_Home_App_Store_SmallInputs */
/** @typedef {{}} Public_Home_AppsInputs */
/** @typedef {{}} Public_Home_Apps_IntroInputs */
/** @typedef {{}} Public_Home_BlogInputs */
/** @typedef {{}} Public_Home_Blog_LinkInputs */
/** @typedef {{}} Public_Home_BundlesInputs */
/** @typedef {{}} Public_Home_Bundles_LinkInputs */
/** @typedef {{}} Public_Home_DescriptionInputs */
/** @typedef {{}} Public_Home_FeaturedInputs */
/** @typedef {{}} Public_Home_Featured_IntroInputs */
/** @typedef {{}} Public_Home_Find_CourseInputs */
/** @typedef {{}} Public_Home_Google_Play_SmallInputs */
/** @typedef {{}} Public_Home_HeadingInputs */
/** @typedef {{}} Public_Home_KickerInputs */
/** @typedef {{}} Public_Home_LeadInputs */
/** @typedef {{}} Public_Home_NewestInputs */
/** @typedef {{}} Public_Home_Newest_LinkInputs */
/** @typedef {{}} Public_Home_Search_LabelInputs */
/** @typedef {{}} Public_Home_Search_PlaceholderInputs */
/** @typedef {{}} Public_Home_See_BundlesInputs */
/** @typedef {{}} Public_Home_Testimonials_LinkInputs */
/** @typedef {{}} Public_Home_TitleInputs */
/** @typedef {{}} Public_Home_TopicsInputs */
/** @typedef {{}} Public_Kind_ChecklistInputs */
/** @typedef {{}} Public_Kind_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Public_Kind_Noun_ChecklistInputs */
/** @typedef {{ count: NonNullable<unknown> }} Public_Kind_Noun_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Public_Kind_Noun_QuizInputs */
/** @typedef {{ count: NonNullable<unknown> }} Public_Kind_Noun_SurveyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Public_Kind_Noun_TaskInputs */
/** @typedef {{}} Public_Kind_QuizInputs */
/** @typedef {{}} Public_Kind_SurveyInputs */
/** @typedef {{}} Public_Kind_TaskInputs */
/** @typedef {{}} Public_Level_AdvancedInputs */
/** @typedef {{}} Public_Level_BeginnerInputs */
/** @typedef {{}} Public_Level_IntermediateInputs */
/** @typedef {{}} Public_Members_SayInputs */
/** @typedef {{}} Public_Modal_CloseInputs */
/** @typedef {{}} Public_Opens_After_CohortInputs */
/** @typedef {{}} Public_Opens_After_EnrolInputs */
/** @typedef {{ days: NonNullable<unknown> }} Public_Opens_DaysInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Public_Opens_Days_Not_BeforeInputs */
/** @typedef {{ date: NonNullable<unknown> }} Public_Opens_OnInputs */
/** @typedef {{}} Public_OrInputs */
/** @typedef {{}} Public_Page_Last_UpdatedInputs */
/** @typedef {{}} Public_Pages_DescriptionInputs */
/** @typedef {{}} Public_Pages_EmptyInputs */
/** @typedef {{}} Public_Pages_Empty_EndInputs */
/** @typedef {{}} Public_Pages_Empty_PleaseInputs */
/** @typedef {{}} Public_Pages_HeadingInputs */
/** @typedef {{}} Public_Pages_IntroInputs */
/** @typedef {{}} Public_Pages_List_NameInputs */
/** @typedef {{}} Public_Pages_TitleInputs */
/** @typedef {{}} Public_PaginationInputs */
/** @typedef {{}} Public_Pagination_NextInputs */
/** @typedef {{}} Public_Pagination_PageInputs */
/** @typedef {{}} Public_Pagination_Page_WordInputs */
/** @typedef {{}} Public_Pagination_PreviousInputs */
/** @typedef {{}} Public_Price_FreeInputs */
/** @typedef {{}} Public_Price_PaidInputs */
/** @typedef {{}} Public_Price_PrefixInputs */
/** @typedef {{ rating: NonNullable<unknown> }} Public_RatedInputs */
/** @typedef {{}} Public_Search_ButtonInputs */
/** @typedef {{}} Public_Sort_NewestInputs */
/** @typedef {{}} Public_Sort_Price_HighInputs */
/** @typedef {{}} Public_Sort_Price_LowInputs */
/** @typedef {{}} Public_Sort_RelevanceInputs */
/** @typedef {{}} Public_Sort_TitleInputs */
/** @typedef {{}} Public_Start_LearningInputs */
/** @typedef {{}} Public_Testimonials_CtaInputs */
/** @typedef {{}} Public_Testimonials_DescriptionInputs */
/** @typedef {{}} Public_Testimonials_EmptyInputs */
/** @typedef {{}} Public_Testimonials_Empty_EndInputs */
/** @typedef {{}} Public_Testimonials_Empty_FirstInputs */
/** @typedef {{}} Public_Testimonials_Empty_LinkInputs */
/** @typedef {{}} Public_Testimonials_IntroInputs */
/** @typedef {{}} Public_Testimonials_PagesInputs */
/** @typedef {{}} Public_Testimonials_TitleInputs */
/** @typedef {{ title: NonNullable<unknown>, page: NonNullable<unknown> }} Public_Title_PageInputs */
/** @typedef {{}} Public_Unsub_Ask_HeadingInputs */
/** @typedef {{}} Public_Unsub_Ask_TextInputs */
/** @typedef {{}} Public_Unsub_BackInputs */
/** @typedef {{}} Public_Unsub_Bad_HeadingInputs */
/** @typedef {{}} Public_Unsub_Bad_TextInputs */
/** @typedef {{}} Public_Unsub_Busy_HeadingInputs */
/** @typedef {{}} Public_Unsub_Busy_LaterInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Public_Unsub_Busy_MinutesInputs */
/** @typedef {{}} Public_Unsub_ButtonInputs */
/** @typedef {{}} Public_Unsub_Changed_MindInputs */
/** @typedef {{}} Public_Unsub_DescriptionInputs */
/** @typedef {{}} Public_Unsub_Done_HeadingInputs */
/** @typedef {{}} Public_Unsub_Done_TextInputs */
/** @typedef {{}} Public_Unsub_SettingsInputs */
/** @typedef {{}} Public_Unsub_Settings_LinkInputs */
/** @typedef {{}} Public_Unsub_TitleInputs */
/** @typedef {{}} Public_Verify_Awarded_ToInputs */
/** @typedef {{}} Public_Verify_DownloadInputs */
/** @typedef {{}} Public_Verify_StatusInputs */
/** @typedef {{}} Seo_Default_DescriptionInputs */
/** @typedef {{}} Settings_Addresses_IntroInputs */
/** @typedef {{}} Settings_Addresses_TitleInputs */
/** @typedef {{}} Settings_Back_LinkInputs */
/** @typedef {{}} Settings_Back_To_SettingsInputs */
/** @typedef {{}} Settings_Cancel_IntroInputs */
/** @typedef {{}} Settings_Cancel_TitleInputs */
/** @typedef {{}} Settings_Password_AgainInputs */
/** @typedef {{}} Settings_Password_CurrentInputs */
/** @typedef {{}} Settings_Password_ForgotInputs */
/** @typedef {{}} Settings_Password_IntroInputs */
/** @typedef {{ min: NonNullable<unknown> }} Settings_Password_Min_HintInputs */
/** @typedef {{}} Settings_Password_NewInputs */
/** @typedef {{}} Settings_Password_TitleInputs */
/** @typedef {{ mb: NonNullable<unknown> }} Settings_Profile_Avatar_Size_ErrorInputs */
/** @typedef {{}} Settings_Profile_Avatar_Type_ErrorInputs */
/** @typedef {{}} Settings_Profile_ConfirmedInputs */
/** @typedef {{}} Settings_Profile_EmailInputs */
/** @typedef {{}} Settings_Profile_GenderInputs */
/** @typedef {{}} Settings_Profile_Gender_FemaleInputs */
/** @typedef {{}} Settings_Profile_Gender_MaleInputs */
/** @typedef {{}} Settings_Profile_Gender_NoneInputs */
/** @typedef {{}} Settings_Profile_IntroInputs */
/** @typedef {{}} Settings_Profile_LanguageInputs */
/** @typedef {{}} Settings_Profile_Language_HintInputs */
/** @typedef {{}} Settings_Profile_NameInputs */
/** @typedef {{}} Settings_Profile_Not_ConfirmedInputs */
/** @typedef {{}} Settings_Profile_Photo_AltInputs */
/** @typedef {{ mb: NonNullable<unknown> }} Settings_Profile_Photo_HintInputs */
/** @typedef {{}} Settings_Profile_Photo_LabelInputs */
/** @typedef {{}} Settings_Profile_Remove_PhotoInputs */
/** @typedef {{}} Settings_Profile_SaveInputs */
/** @typedef {{}} Settings_Profile_SavedInputs */
/** @typedef {{}} Settings_Profile_TitleInputs */
/** @typedef {{}} Settings_SavingInputs */
/** @typedef {{}} Sidebar_LabelInputs */
/** @typedef {{}} Sidebar_ToggleInputs */
/** @typedef {{}} Skip_To_ContentInputs */
/** @typedef {{}} Untranslated_NoteInputs */
import * as registry from "../registry.js"


export const auth_back_to_login = /** @type {(inputs: Auth_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to login`)
};

export const auth_check_inbox = /** @type {(inputs: Auth_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const auth_email_label = /** @type {(inputs: Auth_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail address`)
};

export const auth_forgot_intro = /** @type {(inputs: Auth_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us the e-mail address of your account and we will send you a link to choose a new password.`)
};

export const auth_forgot_remembered = /** @type {(inputs: Auth_Forgot_RememberedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remembered it?`)
};

export const auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reset link`)
};

export const auth_forgot_title = /** @type {(inputs: Auth_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

export const auth_layout_privacy = /** @type {(inputs: Auth_Layout_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const auth_layout_terms = /** @type {(inputs: Auth_Layout_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms`)
};

export const auth_log_in_link = /** @type {(inputs: Auth_Log_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in`)
};

export const auth_login_busy = /** @type {(inputs: Auth_Login_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging in…`)
};

export const auth_login_code_busy = /** @type {(inputs: Auth_Login_Code_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

export const auth_login_code_heading = /** @type {(inputs: Auth_Login_Code_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your sign-in code`)
};

export const auth_login_code_help = /** @type {(inputs: Auth_Login_Code_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your authenticator app and enter the six-digit code for Wellspring. Lost your phone? Enter one of your recovery codes instead.`)
};

export const auth_login_code_label = /** @type {(inputs: Auth_Login_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const auth_login_code_restart = /** @type {(inputs: Auth_Login_Code_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start again with your password`)
};

export const auth_login_code_submit = /** @type {(inputs: Auth_Login_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify and log in`)
};

export const auth_login_create_account = /** @type {(inputs: Auth_Login_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account`)
};

export const auth_login_heading = /** @type {(inputs: Auth_Login_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back`)
};

export const auth_login_intro = /** @type {(inputs: Auth_Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in to continue where you left off.`)
};

export const auth_login_new_here = /** @type {(inputs: Auth_Login_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New to Wellspring?`)
};

export const auth_login_notice_reset = /** @type {(inputs: Auth_Login_Notice_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password has been reset. Log in with your new password.`)
};

export const auth_login_notice_verified = /** @type {(inputs: Auth_Login_Notice_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address is confirmed. Log in to start learning.`)
};

export const auth_login_or = /** @type {(inputs: Auth_Login_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const auth_login_passkey_button = /** @type {(inputs: Auth_Login_Passkey_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a passkey`)
};

export const auth_login_submit = /** @type {(inputs: Auth_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in`)
};

export const auth_login_title = /** @type {(inputs: Auth_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in`)
};

export const auth_logout_busy_heading = /** @type {(inputs: Auth_Logout_Busy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging you out…`)
};

export const auth_logout_busy_message = /** @type {(inputs: Auth_Logout_Busy_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One moment while we sign you out of this device.`)
};

export const auth_logout_done_heading = /** @type {(inputs: Auth_Logout_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have been logged out`)
};

export const auth_logout_done_message = /** @type {(inputs: Auth_Logout_Done_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session on this device has ended. See you again soon.`)
};

export const auth_logout_home = /** @type {(inputs: Auth_Logout_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const auth_logout_login_again = /** @type {(inputs: Auth_Logout_Login_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in again`)
};

export const auth_logout_title = /** @type {(inputs: Auth_Logout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logged out`)
};

export const auth_network_error = /** @type {(inputs: Auth_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please check your connection and try again.`)
};

export const auth_passkey_failed = /** @type {(inputs: Auth_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in with a passkey did not work. Please try again, or log in with your password.`)
};

export const auth_passkey_waiting = /** @type {(inputs: Auth_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your passkey…`)
};

export const auth_password_label = /** @type {(inputs: Auth_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const auth_please_wait = /** @type {(inputs: Auth_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait…`)
};

export const auth_register_busy = /** @type {(inputs: Auth_Register_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating your account…`)
};

export const auth_register_go_login = /** @type {(inputs: Auth_Register_Go_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to login`)
};

export const auth_register_have_account = /** @type {(inputs: Auth_Register_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already have an account?`)
};

export const auth_register_intro = /** @type {(inputs: Auth_Register_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses, practices and a caring community, at your own pace.`)
};

export const auth_register_invite_note = /** @type {(inputs: Auth_Register_Invite_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A mentor invited you. Keep the address the invitation came to and you join them as soon as you confirm it.`)
};

export const auth_register_name_label = /** @type {(inputs: Auth_Register_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

export const auth_register_news = /** @type {(inputs: Auth_Register_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me news of new courses and offers by e-mail now and then (optional; every newsletter has an unsubscribe link).`)
};

export const auth_register_no_email = /** @type {(inputs: Auth_Register_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No e-mail after a few minutes? Look in your spam folder, or`)
};

export const auth_register_password_again = /** @type {(inputs: Auth_Register_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the password again`)
};

export const auth_register_password_hint = /** @type {(inputs: Auth_Register_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.min} characters. A short sentence is easy to remember and hard to guess.`)
};

export const auth_register_privacy_link = /** @type {(inputs: Auth_Register_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy policy`)
};

export const auth_register_resend = /** @type {(inputs: Auth_Register_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the link again`)
};

export const auth_register_resend_failed = /** @type {(inputs: Auth_Register_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The e-mail could not be sent. Please try again.`)
};

export const auth_register_submit = /** @type {(inputs: Auth_Register_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create account`)
};

export const auth_register_terms_before = /** @type {(inputs: Auth_Register_Terms_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I accept the`)
};

export const auth_register_terms_link = /** @type {(inputs: Auth_Register_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`terms and conditions`)
};

export const auth_register_terms_middle = /** @type {(inputs: Auth_Register_Terms_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and have read the`)
};

export const auth_register_title = /** @type {(inputs: Auth_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account`)
};

export const auth_reset_again = /** @type {(inputs: Auth_Reset_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type it again`)
};

export const auth_reset_ask_new = /** @type {(inputs: Auth_Reset_Ask_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a new one`)
};

export const auth_reset_done = /** @type {(inputs: Auth_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

export const auth_reset_expired = /** @type {(inputs: Auth_Reset_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link expired?`)
};

export const auth_reset_for = /** @type {(inputs: Auth_Reset_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For`)
};

export const auth_reset_new_password = /** @type {(inputs: Auth_Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const auth_reset_password_hint = /** @type {(inputs: Auth_Reset_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.min} characters.`)
};

export const auth_reset_signed_out = /** @type {(inputs: Auth_Reset_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will be signed out on every device.`)
};

export const auth_reset_submit = /** @type {(inputs: Auth_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save new password`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

export const auth_saving = /** @type {(inputs: Auth_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

export const auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

export const auth_verify_error_email_label = /** @type {(inputs: Auth_Verify_Error_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address`)
};

export const auth_verify_error_heading = /** @type {(inputs: Auth_Verify_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not confirm your e-mail`)
};

export const auth_verify_error_intro = /** @type {(inputs: Auth_Verify_Error_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is invalid, has expired (links work for 24 hours) or has already been used. If you already confirmed your address, simply`)
};

export const auth_verify_error_login_link = /** @type {(inputs: Auth_Verify_Error_Login_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`log in`)
};

export const auth_verify_error_submit = /** @type {(inputs: Auth_Verify_Error_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me a new link`)
};

export const auth_verify_error_title = /** @type {(inputs: Auth_Verify_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification failed`)
};

export const auth_verify_heading = /** @type {(inputs: Auth_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your e-mail…`)
};

export const auth_verify_loading = /** @type {(inputs: Auth_Verify_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`loading...`)
};

export const auth_verify_noscript = /** @type {(inputs: Auth_Verify_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please turn on JavaScript to confirm your e-mail address.`)
};

export const auth_verify_success_continue = /** @type {(inputs: Auth_Verify_Success_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const auth_verify_success_courses = /** @type {(inputs: Auth_Verify_Success_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse courses`)
};

export const auth_verify_success_dashboard = /** @type {(inputs: Auth_Verify_Success_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your dashboard`)
};

export const auth_verify_success_heading = /** @type {(inputs: Auth_Verify_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address is confirmed`)
};

export const auth_verify_success_mentee = /** @type {(inputs: Auth_Verify_Success_MenteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You accepted your mentor’s invitation: their recommendations will appear on your dashboard.`)
};

export const auth_verify_success_text = /** @type {(inputs: Auth_Verify_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. Your account is ready: enjoy your learning.`)
};

export const auth_verify_success_title = /** @type {(inputs: Auth_Verify_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confirmed`)
};

export const auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your e-mail`)
};

export const commerce_billing_cancel = /** @type {(inputs: Commerce_Billing_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel subscription`)
};

export const commerce_billing_cancel_confirm = /** @type {(inputs: Commerce_Billing_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership stays active until the end of the period you paid for, and will not renew. You can resume it before then.`)
};

export const commerce_billing_cancel_confirm_title = /** @type {(inputs: Commerce_Billing_Cancel_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel your subscription?`)
};

export const commerce_billing_cancel_failed = /** @type {(inputs: Commerce_Billing_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The subscription could not be cancelled. Please try again.`)
};

export const commerce_billing_cancelled_toast = /** @type {(inputs: Commerce_Billing_Cancelled_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription will end at the end of this period.`)
};

export const commerce_billing_ended = /** @type {(inputs: Commerce_Billing_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription has ended.`)
};

export const commerce_billing_ends_on = /** @type {(inputs: Commerce_Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ends on ${i?.date}; it will not renew.`)
};

export const commerce_billing_history = /** @type {(inputs: Commerce_Billing_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing history`)
};

export const commerce_billing_keep_until = /** @type {(inputs: Commerce_Billing_Keep_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You keep your membership until ${i?.date}.`)
};

export const commerce_billing_last_try = /** @type {(inputs: Commerce_Billing_Last_TryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That was our last try.`)
};

export const commerce_billing_no_payments = /** @type {(inputs: Commerce_Billing_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payments yet. Your invoices will appear here after you subscribe or buy a course.`)
};

export const commerce_billing_no_subscription = /** @type {(inputs: Commerce_Billing_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no subscription. A membership unlocks every paid course and bundle.`)
};

export const commerce_billing_not_finished = /** @type {(inputs: Commerce_Billing_Not_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not finished: nothing was taken.`)
};

export const commerce_billing_opening_payment = /** @type {(inputs: Commerce_Billing_Opening_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the payment page…`)
};

export const commerce_billing_past_due = /** @type {(inputs: Commerce_Billing_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your last renewal payment failed. We will try again; your access ends if it keeps failing.`)
};

export const commerce_billing_payment_pages = /** @type {(inputs: Commerce_Billing_Payment_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment pages`)
};

export const commerce_billing_payments = /** @type {(inputs: Commerce_Billing_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

export const commerce_billing_renewal_failed_heading = /** @type {(inputs: Commerce_Billing_Renewal_Failed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your renewal did not go through`)
};

export const commerce_billing_renewal_retried = /** @type {(inputs: Commerce_Billing_Renewal_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We try a renewal again on its own while your membership is overdue.`)
};

export const commerce_billing_renews_on = /** @type {(inputs: Commerce_Billing_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renews on ${i?.date} for ${i?.amount}.`)
};

export const commerce_billing_resume = /** @type {(inputs: Commerce_Billing_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume subscription`)
};

export const commerce_billing_resume_failed = /** @type {(inputs: Commerce_Billing_Resume_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The subscription could not be resumed. Please try again.`)
};

export const commerce_billing_resumed_toast = /** @type {(inputs: Commerce_Billing_Resumed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription will renew again.`)
};

export const commerce_billing_retry_on = /** @type {(inputs: Commerce_Billing_Retry_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We try your card again on ${i?.date}.`)
};

export const commerce_billing_start_failed = /** @type {(inputs: Commerce_Billing_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment could not be started. Please try again.`)
};

export const commerce_billing_status_active = /** @type {(inputs: Commerce_Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const commerce_billing_status_cancelled = /** @type {(inputs: Commerce_Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const commerce_billing_status_expired = /** @type {(inputs: Commerce_Billing_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

export const commerce_billing_status_past_due = /** @type {(inputs: Commerce_Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment overdue`)
};

export const commerce_billing_subscription = /** @type {(inputs: Commerce_Billing_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

export const commerce_billing_subscription_load_failed = /** @type {(inputs: Commerce_Billing_Subscription_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription could not be loaded just now.`)
};

export const commerce_billing_title = /** @type {(inputs: Commerce_Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

export const commerce_billing_unsettled = /** @type {(inputs: Commerce_Billing_UnsettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments that did not go through`)
};

export const commerce_billing_view_invoice = /** @type {(inputs: Commerce_Billing_View_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View invoice`)
};

export const commerce_billing_view_invoice_number = /** @type {(inputs: Commerce_Billing_View_Invoice_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View invoice ${i?.number}`)
};

export const commerce_billing_waiting_bank = /** @type {(inputs: Commerce_Billing_Waiting_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your bank’s confirmation.`)
};

export const commerce_card_ending = /** @type {(inputs: Commerce_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} ending ${i?.last4}`)
};

export const commerce_checkout_apply_code = /** @type {(inputs: Commerce_Checkout_Apply_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply code`)
};

export const commerce_checkout_billing_address = /** @type {(inputs: Commerce_Checkout_Billing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing address`)
};

export const commerce_checkout_billing_hint = /** @type {(inputs: Commerce_Checkout_Billing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address on your invoice. Its country decides the tax included in the price.`)
};

export const commerce_checkout_browse_courses = /** @type {(inputs: Commerce_Checkout_Browse_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`browse the courses`)
};

export const commerce_checkout_business = /** @type {(inputs: Commerce_Checkout_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I am buying for a business`)
};

export const commerce_checkout_choose_country = /** @type {(inputs: Commerce_Checkout_Choose_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a country`)
};

export const commerce_checkout_choose_country_hint = /** @type {(inputs: Commerce_Checkout_Choose_Country_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your country to see the tax included in the price.`)
};

export const commerce_checkout_city = /** @type {(inputs: Commerce_Checkout_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Town or city`)
};

export const commerce_checkout_company = /** @type {(inputs: Commerce_Checkout_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name`)
};

export const commerce_checkout_country = /** @type {(inputs: Commerce_Checkout_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

export const commerce_checkout_line1 = /** @type {(inputs: Commerce_Checkout_Line1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address line 1`)
};

export const commerce_checkout_line2 = /** @type {(inputs: Commerce_Checkout_Line2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address line 2 (optional)`)
};

export const commerce_checkout_name = /** @type {(inputs: Commerce_Checkout_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name on the invoice`)
};

export const commerce_checkout_nothing = /** @type {(inputs: Commerce_Checkout_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was chosen to buy.`)
};

export const commerce_checkout_open_failed = /** @type {(inputs: Commerce_Checkout_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checkout could not be opened. Please try again.`)
};

export const commerce_checkout_or = /** @type {(inputs: Commerce_Checkout_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const commerce_checkout_pay_note = /** @type {(inputs: Commerce_Checkout_Pay_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You pay on our payment provider’s secure page. The price includes any tax shown above.`)
};

export const commerce_checkout_postcode = /** @type {(inputs: Commerce_Checkout_PostcodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postcode (optional where there is none)`)
};

export const commerce_checkout_region = /** @type {(inputs: Commerce_Checkout_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region, state or county (optional)`)
};

export const commerce_checkout_see_memberships = /** @type {(inputs: Commerce_Checkout_See_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the memberships`)
};

export const commerce_checkout_title = /** @type {(inputs: Commerce_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const commerce_checkout_vat_hint = /** @type {(inputs: Commerce_Checkout_Vat_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An EU or UK VAT number is checked. A business in another EU or UK country than ours pays no VAT (reverse charge).`)
};

export const commerce_checkout_vat_number = /** @type {(inputs: Commerce_Checkout_Vat_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT or tax number (optional)`)
};

export const commerce_credit_note_download_failed = /** @type {(inputs: Commerce_Credit_Note_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The credit note could not be downloaded. Please try again.`)
};

export const commerce_credit_note_download_label = /** @type {(inputs: Commerce_Credit_Note_Download_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download PDF of credit note ${i?.number}`)
};

export const commerce_credit_note_line = /** @type {(inputs: Commerce_Credit_Note_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Credit note ${i?.number}, ${i?.date}: ${i?.amount} refunded`)
};

export const commerce_credit_notes = /** @type {(inputs: Commerce_Credit_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit notes`)
};

export const commerce_discount = /** @type {(inputs: Commerce_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

export const commerce_discount_amount_off = /** @type {(inputs: Commerce_Discount_Amount_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} off`)
};

export const commerce_discount_code_optional = /** @type {(inputs: Commerce_Discount_Code_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount code (optional)`)
};

export const commerce_discount_forever = /** @type {(inputs: Commerce_Discount_ForeverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.off} every payment`)
};

export const commerce_discount_months = /** @type {(inputs: Commerce_Discount_MonthsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.off} every payment for ${i?.count} month`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.off} every payment for ${i?.count} months`);
	return /** @type {LocalizedString} */ ("commerce_discount_months");
};

export const commerce_discount_named = /** @type {(inputs: Commerce_Discount_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discount (${i?.name})`)
};

export const commerce_discount_once = /** @type {(inputs: Commerce_Discount_OnceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.off} the first payment`)
};

export const commerce_discount_percent_off = /** @type {(inputs: Commerce_Discount_Percent_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% off`)
};

export const commerce_download_pdf = /** @type {(inputs: Commerce_Download_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download PDF`)
};

export const commerce_invoice_amount = /** @type {(inputs: Commerce_Invoice_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const commerce_invoice_back = /** @type {(inputs: Commerce_Invoice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to billing`)
};

export const commerce_invoice_billed_to = /** @type {(inputs: Commerce_Invoice_Billed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed to`)
};

export const commerce_invoice_description = /** @type {(inputs: Commerce_Invoice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const commerce_invoice_download_failed = /** @type {(inputs: Commerce_Invoice_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice could not be downloaded. Please try again.`)
};

export const commerce_invoice_from = /** @type {(inputs: Commerce_Invoice_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const commerce_invoice_go_billing = /** @type {(inputs: Commerce_Invoice_Go_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to billing`)
};

export const commerce_invoice_lines = /** @type {(inputs: Commerce_Invoice_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice lines`)
};

export const commerce_invoice_net = /** @type {(inputs: Commerce_Invoice_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total without tax`)
};

export const commerce_invoice_no_address = /** @type {(inputs: Commerce_Invoice_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No billing address was given for this payment.`)
};

export const commerce_invoice_none_here = /** @type {(inputs: Commerce_Invoice_None_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no invoice of yours at this address.`)
};

export const commerce_invoice_not_found = /** @type {(inputs: Commerce_Invoice_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice not found`)
};

export const commerce_invoice_not_found_error = /** @type {(inputs: Commerce_Invoice_Not_Found_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice was not found.`)
};

export const commerce_invoice_number = /** @type {(inputs: Commerce_Invoice_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoice ${i?.number}`)
};

export const commerce_invoice_paid_by = /** @type {(inputs: Commerce_Invoice_Paid_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid by ${i?.method}.`)
};

export const commerce_invoice_qty = /** @type {(inputs: Commerce_Invoice_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

export const commerce_invoice_rate = /** @type {(inputs: Commerce_Invoice_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate}%`)
};

export const commerce_invoice_reverse_charge = /** @type {(inputs: Commerce_Invoice_Reverse_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reverse charge: no VAT is charged on this supply; the customer accounts for the VAT.`)
};

export const commerce_invoice_subtotal = /** @type {(inputs: Commerce_Invoice_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotal`)
};

export const commerce_invoice_tax = /** @type {(inputs: Commerce_Invoice_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax`)
};

export const commerce_invoice_tax_id = /** @type {(inputs: Commerce_Invoice_Tax_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`VAT / tax number: ${i?.id}`)
};

export const commerce_invoice_tax_rate = /** @type {(inputs: Commerce_Invoice_Tax_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax rate`)
};

export const commerce_invoice_title = /** @type {(inputs: Commerce_Invoice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice`)
};

export const commerce_invoice_total_paid = /** @type {(inputs: Commerce_Invoice_Total_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total paid`)
};

export const commerce_invoice_unit_price = /** @type {(inputs: Commerce_Invoice_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit price`)
};

export const commerce_invoice_what_bought = /** @type {(inputs: Commerce_Invoice_What_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What was bought`)
};

export const commerce_log_in = /** @type {(inputs: Commerce_Log_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in`)
};

export const commerce_log_in_to_see_payment = /** @type {(inputs: Commerce_Log_In_To_See_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in to see your payment`)
};

export const commerce_not_found_payment = /** @type {(inputs: Commerce_Not_Found_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find this payment`)
};

export const commerce_pay_amount = /** @type {(inputs: Commerce_Pay_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount}`)
};

export const commerce_pay_now_other_card = /** @type {(inputs: Commerce_Pay_Now_Other_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay now with another card`)
};

export const commerce_pay_now_other_card_amount = /** @type {(inputs: Commerce_Pay_Now_Other_Card_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay now with another card (${i?.amount})`)
};

export const commerce_payment_not_through = /** @type {(inputs: Commerce_Payment_Not_ThroughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment did not go through`)
};

export const commerce_payment_status_failed = /** @type {(inputs: Commerce_Payment_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

export const commerce_payment_status_paid = /** @type {(inputs: Commerce_Payment_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const commerce_payment_status_partially_refunded = /** @type {(inputs: Commerce_Payment_Status_Partially_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partly refunded`)
};

export const commerce_payment_status_pending = /** @type {(inputs: Commerce_Payment_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not finished`)
};

export const commerce_payment_status_refunded = /** @type {(inputs: Commerce_Payment_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

export const commerce_payment_status_requires_action = /** @type {(inputs: Commerce_Payment_Status_Requires_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for confirmation`)
};

export const commerce_plan_price_month = /** @type {(inputs: Commerce_Plan_Price_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} / month`)
};

export const commerce_plan_price_year = /** @type {(inputs: Commerce_Plan_Price_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} / year`)
};

export const commerce_plan_saving = /** @type {(inputs: Commerce_Plan_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save ${i?.amount} a year (${i?.percent}%) against monthly`)
};

export const commerce_price = /** @type {(inputs: Commerce_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const commerce_result_after_discount = /** @type {(inputs: Commerce_Result_After_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (after a discount)`)
};

export const commerce_result_after_discount_code = /** @type {(inputs: Commerce_Result_After_Discount_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (after a discount with ${i?.code})`)
};

export const commerce_result_all_set = /** @type {(inputs: Commerce_Result_All_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you, you are all set`)
};

export const commerce_result_billing_history_link = /** @type {(inputs: Commerce_Result_Billing_History_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`billing history`)
};

export const commerce_result_check_history = /** @type {(inputs: Commerce_Result_Check_HistoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check your ${i?.history}, or choose a ${i?.membership} or a ${i?.course}.`)
};

export const commerce_result_checking = /** @type {(inputs: Commerce_Result_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your payment…`)
};

export const commerce_result_confirming = /** @type {(inputs: Commerce_Result_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your payment…`)
};

export const commerce_result_contact_us = /** @type {(inputs: Commerce_Result_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const commerce_result_course_link = /** @type {(inputs: Commerce_Result_Course_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`course`)
};

export const commerce_result_error_title = /** @type {(inputs: Commerce_Result_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not completed`)
};

export const commerce_result_failed_reason = /** @type {(inputs: Commerce_Result_Failed_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment did not go through.`)
};

export const commerce_result_item_bought = /** @type {(inputs: Commerce_Result_Item_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}.`)
};

export const commerce_result_membership_link = /** @type {(inputs: Commerce_Result_Membership_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membership`)
};

export const commerce_result_next_all_courses = /** @type {(inputs: Commerce_Result_Next_All_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all your courses`)
};

export const commerce_result_next_billing = /** @type {(inputs: Commerce_Result_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your billing history and invoice`)
};

export const commerce_result_next_choose_course = /** @type {(inputs: Commerce_Result_Next_Choose_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a course: enrol in any of them without paying`)
};

export const commerce_result_next_cohort = /** @type {(inputs: Commerce_Result_Next_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See who is in your cohort`)
};

export const commerce_result_next_continue = /** @type {(inputs: Commerce_Result_Next_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue your courses`)
};

export const commerce_result_next_start = /** @type {(inputs: Commerce_Result_Next_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Start “${i?.title}”`)
};

export const commerce_result_noscript = /** @type {(inputs: Commerce_Result_NoscriptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This page needs JavaScript to show your payment. Your ${i?.link} lists it too.`)
};

export const commerce_result_not_confirmed_yet = /** @type {(inputs: Commerce_Result_Not_Confirmed_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment provider has not confirmed it yet. Nothing is charged twice if you wait: reload this page in a minute, or look in your ${i?.link}.`)
};

export const commerce_result_nothing_charged = /** @type {(inputs: Commerce_Result_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged.`)
};

export const commerce_result_nothing_charged_for = /** @type {(inputs: Commerce_Result_Nothing_Charged_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing was charged for ${i?.what}.`)
};

export const commerce_result_paid = /** @type {(inputs: Commerce_Result_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid: ${i?.amount}. A receipt is on its way to your e-mail.`)
};

export const commerce_result_reload_or_history = /** @type {(inputs: Commerce_Result_Reload_Or_HistoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reload this page in a minute, or look in your ${i?.link}.`)
};

export const commerce_result_still_confirming = /** @type {(inputs: Commerce_Result_Still_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment is still being confirmed`)
};

export const commerce_result_still_waiting = /** @type {(inputs: Commerce_Result_Still_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are still waiting for the payment provider`)
};

export const commerce_result_subscription_bought = /** @type {(inputs: Commerce_Result_Subscription_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}. Every course and bundle is open to you.`)
};

export const commerce_result_success_title = /** @type {(inputs: Commerce_Result_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received`)
};

export const commerce_result_takes_moment = /** @type {(inputs: Commerce_Result_Takes_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This takes a moment while the payment provider confirms it.`)
};

export const commerce_result_what_next = /** @type {(inputs: Commerce_Result_What_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What next`)
};

export const commerce_result_you_bought = /** @type {(inputs: Commerce_Result_You_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You bought:`)
};

export const commerce_sandbox_amount = /** @type {(inputs: Commerce_Sandbox_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const commerce_sandbox_badge = /** @type {(inputs: Commerce_Sandbox_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sandbox · test payments only, no money moves`)
};

export const commerce_sandbox_bank_confirm = /** @type {(inputs: Commerce_Sandbox_Bank_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your bank asks you to confirm this payment of ${i?.amount} with the card ending ${i?.last4}.`)
};

export const commerce_sandbox_cancel = /** @type {(inputs: Commerce_Sandbox_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel and go back`)
};

export const commerce_sandbox_card_authenticates = /** @type {(inputs: Commerce_Sandbox_Card_AuthenticatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asks for an extra confirmation step`)
};

export const commerce_sandbox_card_declines = /** @type {(inputs: Commerce_Sandbox_Card_DeclinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is declined`)
};

export const commerce_sandbox_card_insufficient_funds = /** @type {(inputs: Commerce_Sandbox_Card_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is declined: insufficient funds`)
};

export const commerce_sandbox_card_number = /** @type {(inputs: Commerce_Sandbox_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card number`)
};

export const commerce_sandbox_card_pays = /** @type {(inputs: Commerce_Sandbox_Card_PaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

export const commerce_sandbox_card_renewals_decline = /** @type {(inputs: Commerce_Sandbox_Card_Renewals_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays now; its renewals are declined`)
};

export const commerce_sandbox_confirm_heading = /** @type {(inputs: Commerce_Sandbox_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your payment`)
};

export const commerce_sandbox_confirm_payment = /** @type {(inputs: Commerce_Sandbox_Confirm_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm payment`)
};

export const commerce_sandbox_cvc = /** @type {(inputs: Commerce_Sandbox_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security code (CVC)`)
};

export const commerce_sandbox_email = /** @type {(inputs: Commerce_Sandbox_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const commerce_sandbox_expiry = /** @type {(inputs: Commerce_Sandbox_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry (MM / YY)`)
};

export const commerce_sandbox_expiry_placeholder = /** @type {(inputs: Commerce_Sandbox_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM / YY`)
};

export const commerce_sandbox_fail_confirmation = /** @type {(inputs: Commerce_Sandbox_Fail_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fail confirmation`)
};

export const commerce_sandbox_for = /** @type {(inputs: Commerce_Sandbox_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For`)
};

export const commerce_sandbox_form_unreadable = /** @type {(inputs: Commerce_Sandbox_Form_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form could not be read. Please try again.`)
};

export const commerce_sandbox_name = /** @type {(inputs: Commerce_Sandbox_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name on card (optional)`)
};

export const commerce_sandbox_pay_heading = /** @type {(inputs: Commerce_Sandbox_Pay_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay`)
};

export const commerce_sandbox_renewed = /** @type {(inputs: Commerce_Sandbox_RenewedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}, then renewed each period until cancelled`)
};

export const commerce_sandbox_test_cards = /** @type {(inputs: Commerce_Sandbox_Test_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test cards`)
};

export const commerce_sandbox_test_cards_help = /** @type {(inputs: Commerce_Sandbox_Test_Cards_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any future expiry date and any three digits for the security code.`)
};

export const commerce_sandbox_title = /** @type {(inputs: Commerce_Sandbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay – Wellspring sandbox`)
};

export const commerce_see_the_plans = /** @type {(inputs: Commerce_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plans`)
};

export const commerce_subs_apply = /** @type {(inputs: Commerce_Subs_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

export const commerce_subs_cancel_at_end = /** @type {(inputs: Commerce_Subs_Cancel_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel at the end of the period`)
};

export const commerce_subs_cancel_confirm = /** @type {(inputs: Commerce_Subs_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership will stop at the end of the period you have paid for. You can resume it until then.`)
};

export const commerce_subs_cancel_confirm_title = /** @type {(inputs: Commerce_Subs_Cancel_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel membership`)
};

export const commerce_subs_cancelled_toast = /** @type {(inputs: Commerce_Subs_Cancelled_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership will end at the close of this period.`)
};

export const commerce_subs_choose_plan = /** @type {(inputs: Commerce_Subs_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a plan`)
};

export const commerce_subs_code_applied = /** @type {(inputs: Commerce_Subs_Code_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code applied.`)
};

export const commerce_subs_code_check_failed = /** @type {(inputs: Commerce_Subs_Code_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code could not be checked. Please try again.`)
};

export const commerce_subs_code_note = /** @type {(inputs: Commerce_Subs_Code_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.label}.`)
};

export const commerce_subs_code_replaces = /** @type {(inputs: Commerce_Subs_Code_ReplacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your code ${i?.code} replaces the welcome offer.`)
};

export const commerce_subs_description = /** @type {(inputs: Commerce_Subs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One membership opens every course and bundle. Choose monthly or yearly.`)
};

export const commerce_subs_failed = /** @type {(inputs: Commerce_Subs_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work. Please try again.`)
};

export const commerce_subs_first_month = /** @type {(inputs: Commerce_Subs_First_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`first month`)
};

export const commerce_subs_first_month_with = /** @type {(inputs: Commerce_Subs_First_Month_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`first month with ${i?.code}`)
};

export const commerce_subs_first_year = /** @type {(inputs: Commerce_Subs_First_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`first year`)
};

export const commerce_subs_first_year_with = /** @type {(inputs: Commerce_Subs_First_Year_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`first year with ${i?.code}`)
};

export const commerce_subs_heading = /** @type {(inputs: Commerce_Subs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a member`)
};

export const commerce_subs_last_try = /** @type {(inputs: Commerce_Subs_Last_TryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That was our last try`)
};

export const commerce_subs_lead = /** @type {(inputs: Commerce_Subs_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One membership opens every course and bundle on Wellspring, new ones included. Cancel any time.`)
};

export const commerce_subs_log_in_to_subscribe = /** @type {(inputs: Commerce_Subs_Log_In_To_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in to subscribe`)
};

export const commerce_subs_member_failed = /** @type {(inputs: Commerce_Subs_Member_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are a member (${i?.plan}), but the last renewal payment did not go through: ${i?.reason} ${i?.next}; you keep your access until ${i?.date}.`)
};

export const commerce_subs_member_past_due = /** @type {(inputs: Commerce_Subs_Member_Past_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are a member (${i?.plan}), but the last renewal payment did not go through. We will try again; you keep your access meanwhile.`)
};

export const commerce_subs_member_renews = /** @type {(inputs: Commerce_Subs_Member_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are a member (${i?.plan}). It renews on ${i?.date} for ${i?.amount}.`)
};

export const commerce_subs_member_until = /** @type {(inputs: Commerce_Subs_Member_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are a member (${i?.plan}) until ${i?.date}. Your membership will not renew.`)
};

export const commerce_subs_no_plans = /** @type {(inputs: Commerce_Subs_No_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No plans are on offer at the moment. Please come back soon.`)
};

export const commerce_subs_none = /** @type {(inputs: Commerce_Subs_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const commerce_subs_offer = /** @type {(inputs: Commerce_Subs_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}.`)
};

export const commerce_subs_offer_applied = /** @type {(inputs: Commerce_Subs_Offer_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already applied below.`)
};

export const commerce_subs_offer_until = /** @type {(inputs: Commerce_Subs_Offer_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, until ${i?.date}.`)
};

export const commerce_subs_pay_and_subscribe = /** @type {(inputs: Commerce_Subs_Pay_And_SubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount} and subscribe`)
};

export const commerce_subs_pay_note = /** @type {(inputs: Commerce_Subs_Pay_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You pay on our payment provider’s secure page. Your membership renews each period until you cancel.`)
};

export const commerce_subs_resume = /** @type {(inputs: Commerce_Subs_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume my membership`)
};

export const commerce_subs_resumed_toast = /** @type {(inputs: Commerce_Subs_Resumed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership will renew again.`)
};

export const commerce_subs_retry_on = /** @type {(inputs: Commerce_Subs_Retry_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We try your card again on ${i?.date}`)
};

export const commerce_subs_title = /** @type {(inputs: Commerce_Subs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

export const commerce_subs_was = /** @type {(inputs: Commerce_Subs_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`was ${i?.price}`)
};

export const commerce_subs_your_membership = /** @type {(inputs: Commerce_Subs_Your_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership`)
};

export const commerce_tax_included = /** @type {(inputs: Commerce_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`VAT ${i?.rate}% (${i?.country}), included`)
};

export const commerce_tax_no_country = /** @type {(inputs: Commerce_Tax_No_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax 0%: no billing country given`)
};

export const commerce_tax_none_for = /** @type {(inputs: Commerce_Tax_None_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tax 0%: no tax charged for ${i?.country}`)
};

export const commerce_tax_reverse_charge = /** @type {(inputs: Commerce_Tax_Reverse_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT 0%: reverse charge`)
};

export const commerce_to_pay_now = /** @type {(inputs: Commerce_To_Pay_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To pay now`)
};

export const commerce_try_again = /** @type {(inputs: Commerce_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const community_assigned_courses = /** @type {(inputs: Community_Assigned_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned courses`)
};

export const community_bundle = /** @type {(inputs: Community_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundle`)
};

export const community_cancel = /** @type {(inputs: Community_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const community_confirmation = /** @type {(inputs: Community_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation`)
};

export const community_course = /** @type {(inputs: Community_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course`)
};

export const community_create_group = /** @type {(inputs: Community_Create_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a group`)
};

export const community_delete = /** @type {(inputs: Community_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const community_edit = /** @type {(inputs: Community_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const community_edit_group = /** @type {(inputs: Community_Edit_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit group`)
};

export const community_edit_recommendation = /** @type {(inputs: Community_Edit_RecommendationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit recommendation`)
};

export const community_groups = /** @type {(inputs: Community_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups`)
};

export const community_invitations_title = /** @type {(inputs: Community_Invitations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

export const community_invite_people = /** @type {(inputs: Community_Invite_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite people`)
};

export const community_invitees_title = /** @type {(inputs: Community_Invitees_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitees`)
};

export const community_journal_title = /** @type {(inputs: Community_Journal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My journal`)
};

export const community_jr_all_courses = /** @type {(inputs: Community_Jr_All_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All courses`)
};

export const community_jr_day = /** @type {(inputs: Community_Jr_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

export const community_jr_delete_confirm = /** @type {(inputs: Community_Jr_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this entry? It cannot be undone.`)
};

export const community_jr_delete_label = /** @type {(inputs: Community_Jr_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the entry of ${i?.day}`)
};

export const community_jr_delete_label_lesson = /** @type {(inputs: Community_Jr_Delete_Label_LessonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the entry of ${i?.day} on ${i?.lesson}`)
};

export const community_jr_deleted = /** @type {(inputs: Community_Jr_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entry deleted.`)
};

export const community_jr_empty = /** @type {(inputs: Community_Jr_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No entries yet. Each lesson has a Reflect panel under it: what you write there is kept here.`)
};

export const community_jr_energy = /** @type {(inputs: Community_Jr_EnergyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Energy`)
};

export const community_jr_energy_meta = /** @type {(inputs: Community_Jr_Energy_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Energy: ${i?.energy} of 5`)
};

export const community_jr_entries = /** @type {(inputs: Community_Jr_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entries`)
};

export const community_jr_export = /** @type {(inputs: Community_Jr_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export as Markdown`)
};

export const community_jr_mood = /** @type {(inputs: Community_Jr_MoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mood`)
};

export const community_jr_mood_caption = /** @type {(inputs: Community_Jr_Mood_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mood and energy by day`)
};

export const community_jr_mood_failed = /** @type {(inputs: Community_Jr_Mood_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your mood chart could not be loaded just now.`)
};

export const community_jr_mood_good = /** @type {(inputs: Community_Jr_Mood_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good`)
};

export const community_jr_mood_great = /** @type {(inputs: Community_Jr_Mood_GreatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Great`)
};

export const community_jr_mood_heading = /** @type {(inputs: Community_Jr_Mood_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mood over time`)
};

export const community_jr_mood_low = /** @type {(inputs: Community_Jr_Mood_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low`)
};

export const community_jr_mood_meta = /** @type {(inputs: Community_Jr_Mood_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mood: ${i?.mood}`)
};

export const community_jr_mood_okay = /** @type {(inputs: Community_Jr_Mood_OkayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Okay`)
};

export const community_jr_mood_rough = /** @type {(inputs: Community_Jr_Mood_RoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rough`)
};

export const community_jr_newer = /** @type {(inputs: Community_Jr_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer`)
};

export const community_jr_no_match = /** @type {(inputs: Community_Jr_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No entries match.`)
};

export const community_jr_older = /** @type {(inputs: Community_Jr_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older`)
};

export const community_jr_pages = /** @type {(inputs: Community_Jr_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal pages`)
};

export const community_jr_private = /** @type {(inputs: Community_Jr_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private: only you can read your journal. Write in it from the Reflect panel under each lesson.`)
};

export const community_jr_search = /** @type {(inputs: Community_Jr_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const community_jr_search_label = /** @type {(inputs: Community_Jr_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search your journal`)
};

export const community_live_add_calendar = /** @type {(inputs: Community_Live_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar (.ics)`)
};

export const community_live_add_calendar_hidden = /** @type {(inputs: Community_Live_Add_Calendar_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for “${i?.title}”`)
};

export const community_live_cancel_place = /** @type {(inputs: Community_Live_Cancel_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel my place`)
};

export const community_live_cancel_place_hidden = /** @type {(inputs: Community_Live_Cancel_Place_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at “${i?.title}”`)
};

export const community_live_cancelled = /** @type {(inputs: Community_Live_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This session was cancelled.`)
};

export const community_live_cohort_audience = /** @type {(inputs: Community_Live_Cohort_AudienceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cohort: ${i?.name}`)
};

export const community_live_course_audience = /** @type {(inputs: Community_Live_Course_AudienceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Course: ${i?.name}`)
};

export const community_live_earlier = /** @type {(inputs: Community_Live_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earlier`)
};

export const community_live_empty = /** @type {(inputs: Community_Live_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No live sessions yet. When an author or your mentor schedules one for your courses or groups, it appears here.`)
};

export const community_live_full = /** @type {(inputs: Community_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This session is full.`)
};

export const community_live_going = /** @type {(inputs: Community_Live_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are going.`)
};

export const community_live_group_audience = /** @type {(inputs: Community_Live_Group_AudienceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Group: ${i?.name}`)
};

export const community_live_im_going = /** @type {(inputs: Community_Live_Im_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I’m going`)
};

export const community_live_im_going_hidden = /** @type {(inputs: Community_Live_Im_Going_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to “${i?.title}”`)
};

export const community_live_join = /** @type {(inputs: Community_Live_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the session`)
};

export const community_live_join_hidden = /** @type {(inputs: Community_Live_Join_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” (opens in a new tab)`)
};

export const community_live_later = /** @type {(inputs: Community_Live_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Later`)
};

export const community_live_minutes = /** @type {(inputs: Community_Live_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} minutes`)
};

export const community_live_over = /** @type {(inputs: Community_Live_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This session is over.`)
};

export const community_live_pages = /** @type {(inputs: Community_Live_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live session pages`)
};

export const community_live_places_left = /** @type {(inputs: Community_Live_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} of ${i?.capacity} place left.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} of ${i?.capacity} places left.`);
	return /** @type {LocalizedString} */ ("community_live_places_left");
};

export const community_live_recording = /** @type {(inputs: Community_Live_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch the recording`)
};

export const community_live_recording_hidden = /** @type {(inputs: Community_Live_Recording_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of “${i?.title}” (opens in a new tab)`)
};

export const community_live_title = /** @type {(inputs: Community_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live sessions`)
};

export const community_live_were_there = /** @type {(inputs: Community_Live_Were_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were there.`)
};

export const community_live_with = /** @type {(inputs: Community_Live_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`with ${i?.name}`)
};

export const community_live_zone = /** @type {(inputs: Community_Live_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Times are shown in your time zone, ${i?.zone}.`)
};

export const community_loading = /** @type {(inputs: Community_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`loading...`)
};

export const community_members_count = /** @type {(inputs: Community_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} member`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} members`);
	return /** @type {LocalizedString} */ ("community_members_count");
};

export const community_mentees = /** @type {(inputs: Community_MenteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentees`)
};

export const community_mentor_live_intro = /** @type {(inputs: Community_Mentor_Live_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule a live session for one of your groups. Its members say they are going, get a calendar invitation and reminders in their own time zone; afterwards, tick who came and add the recording.`)
};

export const community_mentor_title = /** @type {(inputs: Community_Mentor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentor`)
};

export const community_messages_title = /** @type {(inputs: Community_Messages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

export const community_msg_about_mentoring = /** @type {(inputs: Community_Msg_About_MentoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About mentoring`)
};

export const community_msg_back = /** @type {(inputs: Community_Msg_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Conversations`)
};

export const community_msg_caught_up = /** @type {(inputs: Community_Msg_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are all caught up.`)
};

export const community_msg_chars = /** @type {(inputs: Community_Msg_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.length} / ${i?.max} characters`)
};

export const community_msg_closed = /** @type {(inputs: Community_Msg_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This conversation is closed. You can read it, but nobody can write in it any more.`)
};

export const community_msg_conversations_label = /** @type {(inputs: Community_Msg_Conversations_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your conversations`)
};

export const community_msg_empty = /** @type {(inputs: Community_Msg_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No conversations yet. When a mentor accepts you as their mentee, or adds you to a group, your conversation appears here.`)
};

export const community_msg_empty_thread = /** @type {(inputs: Community_Msg_Empty_ThreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet. Say hello!`)
};

export const community_msg_err_earlier = /** @type {(inputs: Community_Msg_Err_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earlier messages could not be loaded. Please try again.`)
};

export const community_msg_err_empty = /** @type {(inputs: Community_Msg_Err_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a message first.`)
};

export const community_msg_err_leave = /** @type {(inputs: Community_Msg_Err_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You could not leave the conversation. Please try again.`)
};

export const community_msg_err_load = /** @type {(inputs: Community_Msg_Err_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The conversation could not be loaded. Please try again.`)
};

export const community_msg_err_long = /** @type {(inputs: Community_Msg_Err_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep your message under ${i?.max} characters.`)
};

export const community_msg_err_send = /** @type {(inputs: Community_Msg_Err_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your message could not be sent. Please try again.`)
};

export const community_msg_hint = /** @type {(inputs: Community_Msg_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter to send, Shift+Enter for a new line.`)
};

export const community_msg_kind_group = /** @type {(inputs: Community_Msg_Kind_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group`)
};

export const community_msg_kind_mentee = /** @type {(inputs: Community_Msg_Kind_MenteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your mentee`)
};

export const community_msg_kind_mentor = /** @type {(inputs: Community_Msg_Kind_MentorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your mentor`)
};

export const community_msg_leave_confirm = /** @type {(inputs: Community_Msg_Leave_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave ${i?.title}? You will no longer see this group’s messages.`)
};

export const community_msg_leave_group = /** @type {(inputs: Community_Msg_Leave_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave group`)
};

export const community_msg_leave_title = /** @type {(inputs: Community_Msg_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave conversation`)
};

export const community_msg_left = /** @type {(inputs: Community_Msg_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You left ${i?.title}.`)
};

export const community_msg_load_earlier = /** @type {(inputs: Community_Msg_Load_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load earlier messages`)
};

export const community_msg_mentor_suffix = /** @type {(inputs: Community_Msg_Mentor_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (mentor)`)
};

export const community_msg_no_messages = /** @type {(inputs: Community_Msg_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet`)
};

export const community_msg_pick = /** @type {(inputs: Community_Msg_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a conversation to read it.`)
};

export const community_msg_send = /** @type {(inputs: Community_Msg_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

export const community_msg_thread_label = /** @type {(inputs: Community_Msg_Thread_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messages with ${i?.title}`)
};

export const community_msg_to = /** @type {(inputs: Community_Msg_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message to ${i?.name}`)
};

export const community_msg_unread = /** @type {(inputs: Community_Msg_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} unread`)
};

export const community_msg_unread_summary = /** @type {(inputs: Community_Msg_Unread_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} unread message.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} unread messages.`);
	return /** @type {LocalizedString} */ ("community_msg_unread_summary");
};

export const community_msg_you = /** @type {(inputs: Community_Msg_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You`)
};

export const community_mt_a_bundle = /** @type {(inputs: Community_Mt_A_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A bundle`)
};

export const community_mt_a_course = /** @type {(inputs: Community_Mt_A_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A course`)
};

export const community_mt_accept = /** @type {(inputs: Community_Mt_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

export const community_mt_agree = /** @type {(inputs: Community_Mt_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I agree to the mentor terms`)
};

export const community_mt_all_invitees = /** @type {(inputs: Community_Mt_All_InviteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All invitees`)
};

export const community_mt_answer_failed = /** @type {(inputs: Community_Mt_Answer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your answer could not be saved. Please try again.`)
};

export const community_mt_assign = /** @type {(inputs: Community_Mt_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign`)
};

export const community_mt_assign_failed = /** @type {(inputs: Community_Mt_Assign_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The course could not be assigned. Please try again.`)
};

export const community_mt_assign_heading = /** @type {(inputs: Community_Mt_Assign_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign a course`)
};

export const community_mt_assign_to = /** @type {(inputs: Community_Mt_Assign_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assign a course to ${i?.name}`)
};

export const community_mt_assigned_enrolled = /** @type {(inputs: Community_Mt_Assigned_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned. Your mentees are enrolled.`)
};

export const community_mt_assigned_label = /** @type {(inputs: Community_Mt_Assigned_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses you assigned`)
};

export const community_mt_assigned_to_buy = /** @type {(inputs: Community_Mt_Assigned_To_BuyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Assigned. ${i?.count} mentee needs to buy it first: it is recommended to them with its price.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Assigned. ${i?.count} mentees need to buy it first: it is recommended to them with its price.`);
	return /** @type {LocalizedString} */ ("community_mt_assigned_to_buy");
};

export const community_mt_assigning = /** @type {(inputs: Community_Mt_AssigningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigning…`)
};

export const community_mt_become_failed = /** @type {(inputs: Community_Mt_Become_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not make you a mentor just now. Please try again.`)
};

export const community_mt_become_heading = /** @type {(inputs: Community_Mt_Become_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Mentor`)
};

export const community_mt_become_intro = /** @type {(inputs: Community_Mt_Become_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentors walk alongside other members. You invite people you would like to support, gather them into small groups, and recommend courses that could help. You see who started and finished what you recommended, and you can talk together in Messages.`)
};

export const community_mt_become_point_1 = /** @type {(inputs: Community_Mt_Become_Point_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite members, or anyone by e-mail: they choose to accept or decline.`)
};

export const community_mt_become_point_2 = /** @type {(inputs: Community_Mt_Become_Point_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommend a course or a bundle, with a note and a date if you like.`)
};

export const community_mt_become_point_3 = /** @type {(inputs: Community_Mt_Become_Point_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earn mentor badges and points as your mentees grow.`)
};

export const community_mt_by = /** @type {(inputs: Community_Mt_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.date}`)
};

export const community_mt_cancel_invite_label = /** @type {(inputs: Community_Mt_Cancel_Invite_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel invitation to ${i?.who}`)
};

export const community_mt_cancel_invite_q = /** @type {(inputs: Community_Mt_Cancel_Invite_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel the invitation to ${i?.who}?`)
};

export const community_mt_choose = /** @type {(inputs: Community_Mt_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose…`)
};

export const community_mt_choose_course = /** @type {(inputs: Community_Mt_Choose_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a course…`)
};

export const community_mt_choose_course_err = /** @type {(inputs: Community_Mt_Choose_Course_ErrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a course to assign.`)
};

export const community_mt_choose_mentee_err = /** @type {(inputs: Community_Mt_Choose_Mentee_ErrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one mentee.`)
};

export const community_mt_chosen = /** @type {(inputs: Community_Mt_ChosenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} chosen.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} chosen.`);
	return /** @type {LocalizedString} */ ("community_mt_chosen");
};

export const community_mt_clear = /** @type {(inputs: Community_Mt_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear`)
};

export const community_mt_clear_label = /** @type {(inputs: Community_Mt_Clear_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clear ${i?.who}`)
};

export const community_mt_clear_q = /** @type {(inputs: Community_Mt_Clear_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clear the invitation to ${i?.who} from this list?`)
};

export const community_mt_create_group_btn = /** @type {(inputs: Community_Mt_Create_Group_BtnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create group`)
};

export const community_mt_decline = /** @type {(inputs: Community_Mt_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

export const community_mt_declined = /** @type {(inputs: Community_Mt_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You declined ${i?.name}'s invitation.`)
};

export const community_mt_delete_group_q = /** @type {(inputs: Community_Mt_Delete_Group_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the group “${i?.name}”? Its members stay your mentees.`)
};

export const community_mt_delete_label = /** @type {(inputs: Community_Mt_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

export const community_mt_description_optional = /** @type {(inputs: Community_Mt_Description_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description (optional)`)
};

export const community_mt_done = /** @type {(inputs: Community_Mt_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done.`)
};

export const community_mt_due = /** @type {(inputs: Community_Mt_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggested finish date (optional)`)
};

export const community_mt_edit_label = /** @type {(inputs: Community_Mt_Edit_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

export const community_mt_edit_rec_label = /** @type {(inputs: Community_Mt_Edit_Rec_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit the recommendation of ${i?.title}`)
};

export const community_mt_emails = /** @type {(inputs: Community_Mt_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail addresses`)
};

export const community_mt_emails_hint = /** @type {(inputs: Community_Mt_Emails_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One per line, or separated by commas; up to ${i?.max} at a time.`)
};

export const community_mt_enrolled_in = /** @type {(inputs: Community_Mt_Enrolled_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is enrolled in “${i?.course}”.`)
};

export const community_mt_finished_of = /** @type {(inputs: Community_Mt_Finished_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.finished} of ${i?.total} finished`)
};

export const community_mt_first = /** @type {(inputs: Community_Mt_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`first.`)
};

export const community_mt_for = /** @type {(inputs: Community_Mt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.to}`)
};

export const community_mt_group_created = /** @type {(inputs: Community_Mt_Group_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group is created.`)
};

export const community_mt_group_delete_failed = /** @type {(inputs: Community_Mt_Group_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group could not be deleted. Please try again.`)
};

export const community_mt_group_deleted = /** @type {(inputs: Community_Mt_Group_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The group “${i?.name}” was deleted.`)
};

export const community_mt_group_named = /** @type {(inputs: Community_Mt_Group_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`group ${i?.name}`)
};

export const community_mt_group_saved = /** @type {(inputs: Community_Mt_Group_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group is saved.`)
};

export const community_mt_groups_empty = /** @type {(inputs: Community_Mt_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No groups yet. A group gathers mentees who learn together, so you can recommend courses to all of them at once.`)
};

export const community_mt_invite_someone = /** @type {(inputs: Community_Mt_Invite_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite someone`)
};

export const community_mt_invited = /** @type {(inputs: Community_Mt_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invited ${i?.who}`)
};

export const community_mt_invited_on = /** @type {(inputs: Community_Mt_Invited_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`invited ${i?.date}`)
};

export const community_mt_invited_open = /** @type {(inputs: Community_Mt_Invited_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invited ${i?.invited} · open until ${i?.expires}`)
};

export const community_mt_invited_toast = /** @type {(inputs: Community_Mt_Invited_ToastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Your invitation is on its way.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} invitations are on their way.`);
	return /** @type {LocalizedString} */ ("community_mt_invited_toast");
};

export const community_mt_invited_you = /** @type {(inputs: Community_Mt_Invited_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invited you to be their mentee`)
};

export const community_mt_kind_bundle = /** @type {(inputs: Community_Mt_Kind_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bundle`)
};

export const community_mt_kind_course = /** @type {(inputs: Community_Mt_Kind_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`course`)
};

export const community_mt_loading_assigned = /** @type {(inputs: Community_Mt_Loading_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading assigned courses…`)
};

export const community_mt_members = /** @type {(inputs: Community_Mt_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

export const community_mt_members_hint = /** @type {(inputs: Community_Mt_Members_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only mentees who accepted your invitation can join.`)
};

export const community_mt_mode_enrolled = /** @type {(inputs: Community_Mt_Mode_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`enrolled`)
};

export const community_mt_mode_recommended = /** @type {(inputs: Community_Mt_Mode_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recommended (to buy)`)
};

export const community_mt_nav_invite = /** @type {(inputs: Community_Mt_Nav_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite`)
};

export const community_mt_nav_label = /** @type {(inputs: Community_Mt_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentor sections`)
};

export const community_mt_nav_overview = /** @type {(inputs: Community_Mt_Nav_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

export const community_mt_nav_recommendations = /** @type {(inputs: Community_Mt_Nav_RecommendationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommendations`)
};

export const community_mt_needs_buy = /** @type {(inputs: Community_Mt_Needs_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} needs to buy “${i?.course}”: it is recommended to them with its price.`)
};

export const community_mt_next_reminder = /** @type {(inputs: Community_Mt_Next_ReminderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next reminder possible ${i?.date}`)
};

export const community_mt_no_course_assigned = /** @type {(inputs: Community_Mt_No_Course_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No course assigned yet.`)
};

export const community_mt_no_groups = /** @type {(inputs: Community_Mt_No_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No groups yet.`)
};

export const community_mt_no_groups_yet = /** @type {(inputs: Community_Mt_No_Groups_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no groups yet.`)
};

export const community_mt_no_invites_yet = /** @type {(inputs: Community_Mt_No_Invites_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not invited anyone yet.`)
};

export const community_mt_no_longer_mentee = /** @type {(inputs: Community_Mt_No_Longer_MenteeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} is no longer your mentee.`)
};

export const community_mt_no_match = /** @type {(inputs: Community_Mt_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mentee matches that search.`)
};

export const community_mt_no_members = /** @type {(inputs: Community_Mt_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No members yet.`)
};

export const community_mt_no_mentees = /** @type {(inputs: Community_Mt_No_MenteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no mentees yet.`)
};

export const community_mt_no_mentees_invite = /** @type {(inputs: Community_Mt_No_Mentees_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mentees yet. Invite someone you would like to support.`)
};

export const community_mt_no_mentees_invite_first = /** @type {(inputs: Community_Mt_No_Mentees_Invite_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no mentees yet. Invite someone first.`)
};

export const community_mt_no_mentees_prefix = /** @type {(inputs: Community_Mt_No_Mentees_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mentees yet.`)
};

export const community_mt_no_pending = /** @type {(inputs: Community_Mt_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No invitations waiting for an answer.`)
};

export const community_mt_no_requests = /** @type {(inputs: Community_Mt_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No invitations waiting. When a mentor invites you, it appears here.`)
};

export const community_mt_nobody = /** @type {(inputs: Community_Mt_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nobody yet`)
};

export const community_mt_none_assigned = /** @type {(inputs: Community_Mt_None_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not assigned a course yet.`)
};

export const community_mt_nothing_recommended = /** @type {(inputs: Community_Mt_Nothing_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recommended yet.`)
};

export const community_mt_now_your_mentor = /** @type {(inputs: Community_Mt_Now_Your_MentorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now your mentor.`)
};

export const community_mt_one_moment = /** @type {(inputs: Community_Mt_One_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One moment…`)
};

export const community_mt_open_until = /** @type {(inputs: Community_Mt_Open_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open until ${i?.date}`)
};

export const community_mt_open_until_lower = /** @type {(inputs: Community_Mt_Open_Until_LowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`open until ${i?.date}`)
};

export const community_mt_pending_heading = /** @type {(inputs: Community_Mt_Pending_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending invitations`)
};

export const community_mt_personal_message = /** @type {(inputs: Community_Mt_Personal_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal message (optional)`)
};

export const community_mt_progress_finished = /** @type {(inputs: Community_Mt_Progress_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finished`)
};

export const community_mt_progress_label = /** @type {(inputs: Community_Mt_Progress_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.title} progress`)
};

export const community_mt_progress_not_started = /** @type {(inputs: Community_Mt_Progress_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started`)
};

export const community_mt_progress_on = /** @type {(inputs: Community_Mt_Progress_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progress on ${i?.title}`)
};

export const community_mt_progress_started = /** @type {(inputs: Community_Mt_Progress_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started`)
};

export const community_mt_rec_saved = /** @type {(inputs: Community_Mt_Rec_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The recommendation is saved.`)
};

export const community_mt_rec_sent = /** @type {(inputs: Community_Mt_Rec_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your recommendation is on its way.`)
};

export const community_mt_recommend = /** @type {(inputs: Community_Mt_RecommendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommend`)
};

export const community_mt_recs_empty = /** @type {(inputs: Community_Mt_Recs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recommended yet. Recommend a course or a bundle to your mentees or groups; they see it on their dashboard.`)
};

export const community_mt_remind = /** @type {(inputs: Community_Mt_RemindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remind`)
};

export const community_mt_remind_label = /** @type {(inputs: Community_Mt_Remind_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remind ${i?.who}`)
};

export const community_mt_reminder_failed = /** @type {(inputs: Community_Mt_Reminder_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reminder could not be sent. Please try again.`)
};

export const community_mt_reminder_sent = /** @type {(inputs: Community_Mt_Reminder_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A reminder is on its way to ${i?.who}.`)
};

export const community_mt_reminders = /** @type {(inputs: Community_Mt_RemindersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} reminder`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reminders`);
	return /** @type {LocalizedString} */ ("community_mt_reminders");
};

export const community_mt_remove_assignment_q = /** @type {(inputs: Community_Mt_Remove_Assignment_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove “${i?.course}” from ${i?.name}’s assigned courses? If they are enrolled, they keep the course and their progress.`)
};

export const community_mt_remove_from = /** @type {(inputs: Community_Mt_Remove_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.course} from ${i?.name}`)
};

export const community_mt_remove_mentee = /** @type {(inputs: Community_Mt_Remove_MenteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove mentee`)
};

export const community_mt_remove_mentee_label = /** @type {(inputs: Community_Mt_Remove_Mentee_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove mentee ${i?.who}`)
};

export const community_mt_remove_mentee_q = /** @type {(inputs: Community_Mt_Remove_Mentee_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.who} as your mentee? They leave your groups and recommendations; their own courses stay theirs.`)
};

export const community_mt_requests_label = /** @type {(inputs: Community_Mt_Requests_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations waiting for your answer`)
};

export const community_mt_result = /** @type {(inputs: Community_Mt_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

export const community_mt_save_group = /** @type {(inputs: Community_Mt_Save_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save group`)
};

export const community_mt_save_rec = /** @type {(inputs: Community_Mt_Save_RecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save recommendation`)
};

export const community_mt_search_mentees = /** @type {(inputs: Community_Mt_Search_MenteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search your mentees`)
};

export const community_mt_see_invitees = /** @type {(inputs: Community_Mt_See_InviteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all invitees`)
};

export const community_mt_send_invitations = /** @type {(inputs: Community_Mt_Send_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send invitations`)
};

export const community_mt_sending = /** @type {(inputs: Community_Mt_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

export const community_mt_status_accepted = /** @type {(inputs: Community_Mt_Status_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted`)
};

export const community_mt_status_cancelled = /** @type {(inputs: Community_Mt_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const community_mt_status_declined = /** @type {(inputs: Community_Mt_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

export const community_mt_status_expired = /** @type {(inputs: Community_Mt_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const community_mt_status_pending = /** @type {(inputs: Community_Mt_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

export const community_mt_status_removed = /** @type {(inputs: Community_Mt_Status_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed`)
};

export const community_mt_terms_before = /** @type {(inputs: Community_Mt_Terms_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before you start, please read the`)
};

export const community_mt_terms_link = /** @type {(inputs: Community_Mt_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mentor terms`)
};

export const community_mt_the_course = /** @type {(inputs: Community_Mt_The_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the course`)
};

export const community_mt_unassigned = /** @type {(inputs: Community_Mt_UnassignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.course}” is no longer assigned to ${i?.name}.`)
};

export const community_mt_welcome = /** @type {(inputs: Community_Mt_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome, mentor. Start by inviting someone you would like to support.`)
};

export const community_mt_withdraw = /** @type {(inputs: Community_Mt_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

export const community_mt_withdraw_failed = /** @type {(inputs: Community_Mt_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The recommendation could not be withdrawn. Please try again.`)
};

export const community_mt_withdraw_label = /** @type {(inputs: Community_Mt_Withdraw_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdraw the recommendation of ${i?.title}`)
};

export const community_mt_withdraw_q = /** @type {(inputs: Community_Mt_Withdraw_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdraw the recommendation of “${i?.title}”?`)
};

export const community_mt_withdrawn = /** @type {(inputs: Community_Mt_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The recommendation was withdrawn.`)
};

export const community_mt_your_groups = /** @type {(inputs: Community_Mt_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your groups`)
};

export const community_mt_your_invitees = /** @type {(inputs: Community_Mt_Your_InviteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your invitees`)
};

export const community_mt_your_mentees = /** @type {(inputs: Community_Mt_Your_MenteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your mentees`)
};

export const community_mt_your_recs = /** @type {(inputs: Community_Mt_Your_RecsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your recommendations`)
};

export const community_name = /** @type {(inputs: Community_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const community_of_five = /** @type {(inputs: Community_Of_FiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} of 5`)
};

export const community_org_attendance_saved = /** @type {(inputs: Community_Org_Attendance_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance saved.`)
};

export const community_org_cancel_confirm = /** @type {(inputs: Community_Org_Cancel_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cancel “${i?.title}”? The ${i?.count} member going will be told.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Cancel “${i?.title}”? The ${i?.count} members going will be told.`);
	return /** @type {LocalizedString} */ ("community_org_cancel_confirm");
};

export const community_org_cancel_session = /** @type {(inputs: Community_Org_Cancel_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the session`)
};

export const community_org_cancelled = /** @type {(inputs: Community_Org_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled. Members going have been told.`)
};

export const community_org_caption = /** @type {(inputs: Community_Org_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live sessions, latest start first`)
};

export const community_org_choose_audience = /** @type {(inputs: Community_Org_Choose_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a course, a cohort or a group`)
};

export const community_org_close = /** @type {(inputs: Community_Org_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const community_org_col_action = /** @type {(inputs: Community_Org_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

export const community_org_col_for = /** @type {(inputs: Community_Org_Col_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For`)
};

export const community_org_col_going = /** @type {(inputs: Community_Org_Col_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Going`)
};

export const community_org_col_starts = /** @type {(inputs: Community_Org_Col_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts`)
};

export const community_org_col_state = /** @type {(inputs: Community_Org_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const community_org_col_title = /** @type {(inputs: Community_Org_Col_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const community_org_description = /** @type {(inputs: Community_Org_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description (optional)`)
};

export const community_org_empty = /** @type {(inputs: Community_Org_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No live sessions yet. Schedule one for your members.`)
};

export const community_org_fields = /** @type {(inputs: Community_Org_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some fields need a look: see the notes beside them.`)
};

export const community_org_going = /** @type {(inputs: Community_Org_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Going`)
};

export const community_org_going_of = /** @type {(inputs: Community_Org_Going_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.going} of ${i?.capacity}`)
};

export const community_org_https_hint = /** @type {(inputs: Community_Org_Https_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An https:// address`)
};

export const community_org_join_hint = /** @type {(inputs: Community_Org_Join_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The https:// address of the video call`)
};

export const community_org_join_link = /** @type {(inputs: Community_Org_Join_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join link`)
};

export const community_org_length = /** @type {(inputs: Community_Org_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length in minutes`)
};

export const community_org_new = /** @type {(inputs: Community_Org_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New live session`)
};

export const community_org_nobody = /** @type {(inputs: Community_Org_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody said they were going.`)
};

export const community_org_open = /** @type {(inputs: Community_Org_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const community_org_places = /** @type {(inputs: Community_Org_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places`)
};

export const community_org_recording = /** @type {(inputs: Community_Org_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recording`)
};

export const community_org_recording_link = /** @type {(inputs: Community_Org_Recording_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link to the recording`)
};

export const community_org_recording_saved = /** @type {(inputs: Community_Org_Recording_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recording link saved.`)
};

export const community_org_save_attendance = /** @type {(inputs: Community_Org_Save_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save attendance`)
};

export const community_org_save_changes = /** @type {(inputs: Community_Org_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const community_org_save_recording = /** @type {(inputs: Community_Org_Save_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the recording link`)
};

export const community_org_saved = /** @type {(inputs: Community_Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved. Members going get the updated invitation.`)
};

export const community_org_schedule = /** @type {(inputs: Community_Org_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

export const community_org_schedule_new = /** @type {(inputs: Community_Org_Schedule_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule a live session`)
};

export const community_org_scheduled = /** @type {(inputs: Community_Org_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled. Members can now say they are going.`)
};

export const community_org_starts_hint = /** @type {(inputs: Community_Org_Starts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The date and time in the time zone below`)
};

export const community_org_state_cancelled = /** @type {(inputs: Community_Org_State_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const community_org_state_now = /** @type {(inputs: Community_Org_State_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Now`)
};

export const community_org_state_over = /** @type {(inputs: Community_Org_State_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over`)
};

export const community_org_state_upcoming = /** @type {(inputs: Community_Org_State_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming`)
};

export const community_org_summary = /** @type {(inputs: Community_Org_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.audience}. Starts ${i?.time}. ${i?.going} of ${i?.capacity} going.`)
};

export const community_org_table_label = /** @type {(inputs: Community_Org_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live sessions table`)
};

export const community_org_tick = /** @type {(inputs: Community_Org_TickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick the members who were there: each earns the attendance points once.`)
};

export const community_org_time_zone = /** @type {(inputs: Community_Org_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

export const community_org_who_came = /** @type {(inputs: Community_Org_Who_CameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who came`)
};

export const community_org_yours = /** @type {(inputs: Community_Org_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your live sessions`)
};

export const community_page_of = /** @type {(inputs: Community_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.last}`)
};

export const community_prac_add_note = /** @type {(inputs: Community_Prac_Add_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a note or how it felt`)
};

export const community_prac_added = /** @type {(inputs: Community_Prac_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is on your dashboard.`)
};

export const community_prac_all = /** @type {(inputs: Community_Prac_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All practices`)
};

export const community_prac_back_all = /** @type {(inputs: Community_Prac_Back_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← All practices`)
};

export const community_prac_badges_earned = /** @type {(inputs: Community_Prac_Badges_EarnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You earned “${i?.names}”.`)
};

export const community_prac_check_in = /** @type {(inputs: Community_Prac_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check in`)
};

export const community_prac_check_in_again = /** @type {(inputs: Community_Prac_Check_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check in again`)
};

export const community_prac_check_ins = /** @type {(inputs: Community_Prac_Check_InsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} check-in`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} check-ins`);
	return /** @type {LocalizedString} */ ("community_prac_check_ins");
};

export const community_prac_checkin_failed = /** @type {(inputs: Community_Prac_Checkin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The check-in could not be saved. Please try again.`)
};

export const community_prac_days_a_week = /** @type {(inputs: Community_Prac_Days_A_WeekInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} day a week`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} days a week`);
	return /** @type {LocalizedString} */ ("community_prac_days_a_week");
};

export const community_prac_days_done = /** @type {(inputs: Community_Prac_Days_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Days done`)
};

export const community_prac_days_per_week_caption = /** @type {(inputs: Community_Prac_Days_Per_Week_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Days done per week`)
};

export const community_prac_done_today = /** @type {(inputs: Community_Prac_Done_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done today`)
};

export const community_prac_empty = /** @type {(inputs: Community_Prac_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You keep no practices yet. Lessons with a practice suggest one; or start your own below.`)
};

export const community_prac_every_day = /** @type {(inputs: Community_Prac_Every_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`every day of the week`)
};

export const community_prac_feel_legend = /** @type {(inputs: Community_Prac_Feel_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How did it feel? (optional)`)
};

export const community_prac_feeling_hard = /** @type {(inputs: Community_Prac_Feeling_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 · Hard`)
};

export const community_prac_feeling_lovely = /** @type {(inputs: Community_Prac_Feeling_LovelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 · Lovely`)
};

export const community_prac_felt = /** @type {(inputs: Community_Prac_FeltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`felt ${i?.word} (${i?.feeling} of 5)`)
};

export const community_prac_felt_1 = /** @type {(inputs: Community_Prac_Felt_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hard`)
};

export const community_prac_felt_2 = /** @type {(inputs: Community_Prac_Felt_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a little hard`)
};

export const community_prac_felt_3 = /** @type {(inputs: Community_Prac_Felt_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`all right`)
};

export const community_prac_felt_4 = /** @type {(inputs: Community_Prac_Felt_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`good`)
};

export const community_prac_felt_5 = /** @type {(inputs: Community_Prac_Felt_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lovely`)
};

export const community_prac_from_lesson = /** @type {(inputs: Community_Prac_From_LessonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From the lesson “${i?.title}”`)
};

export const community_prac_home_empty = /** @type {(inputs: Community_Prac_Home_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep a small practice going, a few days a week: a lesson may suggest one, or start your own.`)
};

export const community_prac_how_many_days = /** @type {(inputs: Community_Prac_How_Many_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How many days a week?`)
};

export const community_prac_in_a_row = /** @type {(inputs: Community_Prac_In_A_RowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} week in a row`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} weeks in a row`);
	return /** @type {LocalizedString} */ ("community_prac_in_a_row");
};

export const community_prac_last_weeks = /** @type {(inputs: Community_Prac_Last_WeeksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The last 12 weeks`)
};

export const community_prac_load_failed = /** @type {(inputs: Community_Prac_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your practices could not be loaded just now.`)
};

export const community_prac_loading = /** @type {(inputs: Community_Prac_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your practices…`)
};

export const community_prac_longest = /** @type {(inputs: Community_Prac_LongestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Longest: ${i?.weeks}`)
};

export const community_prac_n_of_m = /** @type {(inputs: Community_Prac_N_Of_MInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.target}`)
};

export const community_prac_new_heading = /** @type {(inputs: Community_Prac_New_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a practice of your own`)
};

export const community_prac_no = /** @type {(inputs: Community_Prac_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const community_prac_no_check_ins = /** @type {(inputs: Community_Prac_No_Check_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No check-ins yet: check in from your dashboard or your practices.`)
};

export const community_prac_not_found = /** @type {(inputs: Community_Prac_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such practice.`)
};

export const community_prac_note_optional = /** @type {(inputs: Community_Prac_Note_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note (optional)`)
};

export const community_prac_offline_note = /** @type {(inputs: Community_Prac_Offline_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline: these are your practices as kept on this device.`)
};

export const community_prac_offline_refused = /** @type {(inputs: Community_Prac_Offline_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A check-in you made offline could not be saved: ${i?.message}`)
};

export const community_prac_offline_toast = /** @type {(inputs: Community_Prac_Offline_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked in on this device: it will be sent when you are back online.`)
};

export const community_prac_on_days = /** @type {(inputs: Community_Prac_On_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.days}`)
};

export const community_prac_recent = /** @type {(inputs: Community_Prac_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent check-ins`)
};

export const community_prac_reminder_at = /** @type {(inputs: Community_Prac_Reminder_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`reminder at ${i?.time}`)
};

export const community_prac_reminder_hint_edit = /** @type {(inputs: Community_Prac_Reminder_Hint_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In your own time zone. Leave it empty for no reminder.`)
};

export const community_prac_reminder_hint_new = /** @type {(inputs: Community_Prac_Reminder_Hint_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At this time of day in your own time zone, on days you have not checked in yet. Reminders follow your notification settings.`)
};

export const community_prac_reminder_optional = /** @type {(inputs: Community_Prac_Reminder_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reminder (optional)`)
};

export const community_prac_save = /** @type {(inputs: Community_Prac_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const community_prac_saved = /** @type {(inputs: Community_Prac_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved.`)
};

export const community_prac_saved_at = /** @type {(inputs: Community_Prac_Saved_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved ${i?.date}`)
};

export const community_prac_settings = /** @type {(inputs: Community_Prac_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const community_prac_start = /** @type {(inputs: Community_Prac_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a practice`)
};

export const community_prac_start_this = /** @type {(inputs: Community_Prac_Start_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start this practice`)
};

export const community_prac_state_done = /** @type {(inputs: Community_Prac_State_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`done`)
};

export const community_prac_state_future = /** @type {(inputs: Community_Prac_State_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`still to come`)
};

export const community_prac_state_missed = /** @type {(inputs: Community_Prac_State_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not done`)
};

export const community_prac_state_today = /** @type {(inputs: Community_Prac_State_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`today, not yet`)
};

export const community_prac_stop = /** @type {(inputs: Community_Prac_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop this practice`)
};

export const community_prac_stop_confirm = /** @type {(inputs: Community_Prac_Stop_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stop “${i?.name}”? It leaves your dashboard and its reminders end; its history and rewards stay.`)
};

export const community_prac_stopped = /** @type {(inputs: Community_Prac_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” stopped.`)
};

export const community_prac_suggested_by = /** @type {(inputs: Community_Prac_Suggested_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suggested by the lesson “${i?.title}”`)
};

export const community_prac_target_hint = /** @type {(inputs: Community_Prac_Target_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A week counts when you reach this; a missed day never breaks your streak.`)
};

export const community_prac_target_met = /** @type {(inputs: Community_Prac_Target_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Target met`)
};

export const community_prac_this_week_line = /** @type {(inputs: Community_Prac_This_Week_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.target} days this week`)
};

export const community_prac_this_week_of = /** @type {(inputs: Community_Prac_This_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This week of ${i?.name}`)
};

export const community_prac_waiting = /** @type {(inputs: Community_Prac_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} check-in waits on this device until you are back online.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} check-ins wait on this device until you are back online.`);
	return /** @type {LocalizedString} */ ("community_prac_waiting");
};

export const community_prac_week_done_line = /** @type {(inputs: Community_Prac_Week_Done_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Week done: ${i?.done} of ${i?.target} days`)
};

export const community_prac_week_done_toast = /** @type {(inputs: Community_Prac_Week_Done_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Week done: +${i?.points} points.`)
};

export const community_prac_week_of = /** @type {(inputs: Community_Prac_Week_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Week of`)
};

export const community_prac_weeks = /** @type {(inputs: Community_Prac_WeeksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} week`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} weeks`);
	return /** @type {LocalizedString} */ ("community_prac_weeks");
};

export const community_prac_what = /** @type {(inputs: Community_Prac_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What will you practise?`)
};

export const community_prac_what_placeholder = /** @type {(inputs: Community_Prac_What_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ten-minute walk`)
};

export const community_prac_which_days = /** @type {(inputs: Community_Prac_Which_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On which days? (optional)`)
};

export const community_prac_which_days_hint = /** @type {(inputs: Community_Prac_Which_Days_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave them all empty for the days that suit you. Reminders and your calendar feed come on the days you tick.`)
};

export const community_prac_yes = /** @type {(inputs: Community_Prac_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const community_practice_title = /** @type {(inputs: Community_Practice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice`)
};

export const community_practices_heading = /** @type {(inputs: Community_Practices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your practices`)
};

export const community_practices_title = /** @type {(inputs: Community_Practices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practices`)
};

export const community_recommend_course = /** @type {(inputs: Community_Recommend_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommend a course`)
};

export const community_recommendations_title = /** @type {(inputs: Community_Recommendations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course recommendations`)
};

export const community_remove = /** @type {(inputs: Community_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const community_review_title = /** @type {(inputs: Community_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review`)
};

export const community_rv_answer = /** @type {(inputs: Community_Rv_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer:`)
};

export const community_rv_back_dashboard = /** @type {(inputs: Community_Rv_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your dashboard`)
};

export const community_rv_card_of = /** @type {(inputs: Community_Rv_Card_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.index} of ${i?.total}`)
};

export const community_rv_come_back = /** @type {(inputs: Community_Rv_Come_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cards come back on the days they are due.`)
};

export const community_rv_complete = /** @type {(inputs: Community_Rv_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review complete`)
};

export const community_rv_dashboard = /** @type {(inputs: Community_Rv_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const community_rv_done = /** @type {(inputs: Community_Rv_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today’s review is done. Your cards come back on the days they are due.`)
};

export const community_rv_done_points = /** @type {(inputs: Community_Rv_Done_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today’s review is done: you earned ${i?.points} points. Your cards come back on the days they are due.`)
};

export const community_rv_done_well = /** @type {(inputs: Community_Rv_Done_WellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today’s review is done. Well remembered!`)
};

export const community_rv_due_today = /** @type {(inputs: Community_Rv_Due_TodayInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} card to review today`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cards to review today`);
	return /** @type {LocalizedString} */ ("community_rv_due_today");
};

export const community_rv_earned = /** @type {(inputs: Community_Rv_EarnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You earned ${i?.points} points.`)
};

export const community_rv_empty = /** @type {(inputs: Community_Rv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish a quiz and its questions come back here, spaced out so they stay with you.`)
};

export const community_rv_empty_home = /** @type {(inputs: Community_Rv_Empty_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish a quiz and its questions come back here to review, spaced out so they stay with you.`)
};

export const community_rv_err_answer = /** @type {(inputs: Community_Rv_Err_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The answer could not be loaded. Please try again.`)
};

export const community_rv_err_grade = /** @type {(inputs: Community_Rv_Err_GradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The grade could not be saved. Please try again.`)
};

export const community_rv_go_courses = /** @type {(inputs: Community_Rv_Go_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your courses`)
};

export const community_rv_grade_1 = /** @type {(inputs: Community_Rv_Grade_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Again`)
};

export const community_rv_grade_2 = /** @type {(inputs: Community_Rv_Grade_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hard`)
};

export const community_rv_grade_3 = /** @type {(inputs: Community_Rv_Grade_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good`)
};

export const community_rv_grade_4 = /** @type {(inputs: Community_Rv_Grade_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easy`)
};

export const community_rv_hint_1 = /** @type {(inputs: Community_Rv_Hint_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I did not know it`)
};

export const community_rv_hint_2 = /** @type {(inputs: Community_Rv_Hint_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hard to recall`)
};

export const community_rv_hint_3 = /** @type {(inputs: Community_Rv_Hint_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recalled it`)
};

export const community_rv_hint_4 = /** @type {(inputs: Community_Rv_Hint_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easy`)
};

export const community_rv_how_well = /** @type {(inputs: Community_Rv_How_WellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How well did you remember? Press 1 to 4.`)
};

export const community_rv_index_of = /** @type {(inputs: Community_Rv_Index_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.index} of ${i?.total}`)
};

export const community_rv_load_failed = /** @type {(inputs: Community_Rv_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review could not be loaded just now. Please try again later.`)
};

export const community_rv_load_failed_short = /** @type {(inputs: Community_Rv_Load_Failed_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review could not be loaded just now.`)
};

export const community_rv_loading = /** @type {(inputs: Community_Rv_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your review…`)
};

export const community_rv_loading_short = /** @type {(inputs: Community_Rv_Loading_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

export const community_rv_login = /** @type {(inputs: Community_Rv_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You need to log in to review. Taking you to the login page…`)
};

export const community_rv_missed = /** @type {(inputs: Community_Rv_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missed in the quiz`)
};

export const community_rv_more = /** @type {(inputs: Community_Rv_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Review ${i?.count} more card`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Review ${i?.count} more cards`);
	return /** @type {LocalizedString} */ ("community_rv_more");
};

export const community_rv_nothing = /** @type {(inputs: Community_Rv_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to review today`)
};

export const community_rv_nothing_home = /** @type {(inputs: Community_Rv_Nothing_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to review today. Your cards come back on the days they are due.`)
};

export const community_rv_options = /** @type {(inputs: Community_Rv_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options`)
};

export const community_rv_reviewed = /** @type {(inputs: Community_Rv_ReviewedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You reviewed ${i?.count} card today.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You reviewed ${i?.count} cards today.`);
	return /** @type {LocalizedString} */ ("community_rv_reviewed");
};

export const community_rv_right = /** @type {(inputs: Community_Rv_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ right answer`)
};

export const community_rv_show_answer = /** @type {(inputs: Community_Rv_Show_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show answer`)
};

export const community_rv_space = /** @type {(inputs: Community_Rv_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space`)
};

export const community_rv_start = /** @type {(inputs: Community_Rv_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start review`)
};

export const community_rv_think = /** @type {(inputs: Community_Rv_ThinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Think of the answer, then press Space or Enter.`)
};

export const community_saving = /** @type {(inputs: Community_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

export const community_show_as_table = /** @type {(inputs: Community_Show_As_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show as a table`)
};

export const community_task_review_title = /** @type {(inputs: Community_Task_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Task review`)
};

export const community_tasks_title = /** @type {(inputs: Community_Tasks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasks to review`)
};

export const community_try_again = /** @type {(inputs: Community_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work. Please try again.`)
};

export const dialog_alert_title = /** @type {(inputs: Dialog_Alert_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alert`)
};

export const dialog_cancel = /** @type {(inputs: Dialog_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const dialog_confirm_title = /** @type {(inputs: Dialog_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation`)
};

export const dialog_ok = /** @type {(inputs: Dialog_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

export const dialog_yes = /** @type {(inputs: Dialog_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

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

export const language_suggestion_dismiss = /** @type {(inputs: Language_Suggestion_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, thanks`)
};

export const language_suggestion_link = /** @type {(inputs: Language_Suggestion_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read it in English`)
};

export const language_suggestion_text = /** @type {(inputs: Language_Suggestion_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is also in English.`)
};

export const language_switch_label = /** @type {(inputs: Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const language_switch_label_footer = /** @type {(inputs: Language_Switch_Label_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site language`)
};

export const language_switch_to = /** @type {(inputs: Language_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read this page in ${i?.language}`)
};

export const learning_back_label = /** @type {(inputs: Learning_Back_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to my courses`)
};

export const learning_browse_courses = /** @type {(inputs: Learning_Browse_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse courses`)
};

export const learning_cancel = /** @type {(inputs: Learning_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const learning_certificate_code = /** @type {(inputs: Learning_Certificate_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Certificate code ${i?.code}. Anyone can check it at the verification page.`)
};

export const learning_checklist_legend = /** @type {(inputs: Learning_Checklist_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tick each step as you do it (${i?.done} of ${i?.total})`)
};

export const learning_checklist_save = /** @type {(inputs: Learning_Checklist_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save checklist`)
};

export const learning_completed = /** @type {(inputs: Learning_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const learning_connection_offline = /** @type {(inputs: Learning_Connection_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline. Your work is kept on this device.`)
};

export const learning_connection_offline_waiting = /** @type {(inputs: Learning_Connection_Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Offline: ${i?.count} save waiting. Your work is kept on this device.`);
	return /** @type {LocalizedString} */ (`Offline: ${i?.count} saves waiting. Your work is kept on this device.`)
	
};

export const learning_connection_sending = /** @type {(inputs: Learning_Connection_SendingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sending ${i?.count} saved change…`);
	return /** @type {LocalizedString} */ (`Sending ${i?.count} saved changes…`)
	
};

export const learning_course_complete = /** @type {(inputs: Learning_Course_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course complete`)
};

export const learning_did_not_work = /** @type {(inputs: Learning_Did_Not_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work. Please try again.`)
};

export const learning_disc_choose_reason = /** @type {(inputs: Learning_Disc_Choose_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose why you are reporting this post.`)
};

export const learning_disc_delete = /** @type {(inputs: Learning_Disc_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const learning_disc_delete_confirm = /** @type {(inputs: Learning_Disc_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your post? Replies to it stay.`)
};

export const learning_disc_delete_failed = /** @type {(inputs: Learning_Disc_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The post could not be deleted. Please try again.`)
};

export const learning_disc_delete_post = /** @type {(inputs: Learning_Disc_Delete_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete post`)
};

export const learning_disc_deleted = /** @type {(inputs: Learning_Disc_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This post was deleted by its author.`)
};

export const learning_disc_deleted_toast = /** @type {(inputs: Learning_Disc_Deleted_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your post was deleted.`)
};

export const learning_disc_edit = /** @type {(inputs: Learning_Disc_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const learning_disc_edit_failed = /** @type {(inputs: Learning_Disc_Edit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your change could not be saved. Please try again.`)
};

export const learning_disc_edit_label = /** @type {(inputs: Learning_Disc_Edit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit your post`)
};

export const learning_disc_edited = /** @type {(inputs: Learning_Disc_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(edited)`)
};

export const learning_disc_empty = /** @type {(inputs: Learning_Disc_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one has written here yet. Ask a question or share what you noticed.`)
};

export const learning_disc_heading = /** @type {(inputs: Learning_Disc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discussion`)
};

export const learning_disc_heading_count = /** @type {(inputs: Learning_Disc_Heading_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discussion (${i?.count})`)
};

export const learning_disc_hidden = /** @type {(inputs: Learning_Disc_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hidden from members.`)
};

export const learning_disc_hidden_reason = /** @type {(inputs: Learning_Disc_Hidden_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hidden from members: ${i?.reason}.`)
};

export const learning_disc_hide = /** @type {(inputs: Learning_Disc_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

export const learning_disc_hide_failed = /** @type {(inputs: Learning_Disc_Hide_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The post could not be hidden. Please try again.`)
};

export const learning_disc_hide_post = /** @type {(inputs: Learning_Disc_Hide_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide post`)
};

export const learning_disc_hide_title = /** @type {(inputs: Learning_Disc_Hide_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide ${i?.name}’s post`)
};

export const learning_disc_hint = /** @type {(inputs: Learning_Disc_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`*emphasis*, **strong**, lists with “- ”, links to pages of this site. Type @ to mention a classmate.`)
};

export const learning_disc_load_failed = /** @type {(inputs: Learning_Disc_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The discussion could not be loaded.`)
};

export const learning_disc_loading = /** @type {(inputs: Learning_Disc_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the discussion…`)
};

export const learning_disc_lock = /** @type {(inputs: Learning_Disc_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock thread`)
};

export const learning_disc_lock_failed = /** @type {(inputs: Learning_Disc_Lock_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The thread could not be changed. Please try again.`)
};

export const learning_disc_locked = /** @type {(inputs: Learning_Disc_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This thread is locked: it takes no more replies.`)
};

export const learning_disc_mark_admin = /** @type {(inputs: Learning_Disc_Mark_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const learning_disc_mark_author = /** @type {(inputs: Learning_Disc_Mark_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course author`)
};

export const learning_disc_mark_mentor = /** @type {(inputs: Learning_Disc_Mark_MentorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentor`)
};

export const learning_disc_mention_list = /** @type {(inputs: Learning_Disc_Mention_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classmates to mention`)
};

export const learning_disc_more_replies = /** @type {(inputs: Learning_Disc_More_RepliesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Show ${i?.count} more reply`);
	return /** @type {LocalizedString} */ (`Show ${i?.count} more replies`)
	
};

export const learning_disc_new_post = /** @type {(inputs: Learning_Disc_New_PostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New post from ${i?.name}`)
};

export const learning_disc_newest = /** @type {(inputs: Learning_Disc_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest first`)
};

export const learning_disc_next = /** @type {(inputs: Learning_Disc_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const learning_disc_no_more = /** @type {(inputs: Learning_Disc_No_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No more threads.`)
};

export const learning_disc_note_hide = /** @type {(inputs: Learning_Disc_Note_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (the member is told)`)
};

export const learning_disc_note_report = /** @type {(inputs: Learning_Disc_Note_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anything the moderators should know (optional)`)
};

export const learning_disc_oldest = /** @type {(inputs: Learning_Disc_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oldest first`)
};

export const learning_disc_page = /** @type {(inputs: Learning_Disc_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.last}`)
};

export const learning_disc_pages = /** @type {(inputs: Learning_Disc_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discussion pages`)
};

export const learning_disc_post = /** @type {(inputs: Learning_Disc_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post`)
};

export const learning_disc_post_failed = /** @type {(inputs: Learning_Disc_Post_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your post could not be sent. Please try again.`)
};

export const learning_disc_previous = /** @type {(inputs: Learning_Disc_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

export const learning_disc_reaction_failed = /** @type {(inputs: Learning_Disc_Reaction_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reaction could not be saved. Please try again.`)
};

export const learning_disc_reaction_insightful = /** @type {(inputs: Learning_Disc_Reaction_InsightfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insightful`)
};

export const learning_disc_reaction_like = /** @type {(inputs: Learning_Disc_Reaction_LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like`)
};

export const learning_disc_reaction_thanks = /** @type {(inputs: Learning_Disc_Reaction_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you`)
};

export const learning_disc_reactions = /** @type {(inputs: Learning_Disc_ReactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reactions`)
};

export const learning_disc_reason_abuse = /** @type {(inputs: Learning_Disc_Reason_AbuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unkind or abusive`)
};

export const learning_disc_reason_off_topic = /** @type {(inputs: Learning_Disc_Reason_Off_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off topic`)
};

export const learning_disc_reason_other = /** @type {(inputs: Learning_Disc_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something else`)
};

export const learning_disc_reason_spam = /** @type {(inputs: Learning_Disc_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam or advertising`)
};

export const learning_disc_replies_failed = /** @type {(inputs: Learning_Disc_Replies_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The replies could not be loaded. Please try again.`)
};

export const learning_disc_replies_to = /** @type {(inputs: Learning_Disc_Replies_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Replies to ${i?.name}`)
};

export const learning_disc_reply = /** @type {(inputs: Learning_Disc_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply`)
};

export const learning_disc_reply_failed = /** @type {(inputs: Learning_Disc_Reply_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reply could not be sent. Please try again.`)
};

export const learning_disc_reply_to = /** @type {(inputs: Learning_Disc_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply to ${i?.name}`)
};

export const learning_disc_report = /** @type {(inputs: Learning_Disc_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report`)
};

export const learning_disc_report_failed = /** @type {(inputs: Learning_Disc_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report could not be sent. Please try again.`)
};

export const learning_disc_report_title = /** @type {(inputs: Learning_Disc_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Report ${i?.name}’s post`)
};

export const learning_disc_restore = /** @type {(inputs: Learning_Disc_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore`)
};

export const learning_disc_restore_failed = /** @type {(inputs: Learning_Disc_Restore_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The post could not be restored. Please try again.`)
};

export const learning_disc_save = /** @type {(inputs: Learning_Disc_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const learning_disc_say_why = /** @type {(inputs: Learning_Disc_Say_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say why the post is hidden; the member is told.`)
};

export const learning_disc_send_report = /** @type {(inputs: Learning_Disc_Send_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send report`)
};

export const learning_disc_sending = /** @type {(inputs: Learning_Disc_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

export const learning_disc_show = /** @type {(inputs: Learning_Disc_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const learning_disc_start = /** @type {(inputs: Learning_Disc_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a discussion`)
};

export const learning_disc_unlock = /** @type {(inputs: Learning_Disc_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock thread`)
};

export const learning_disc_why = /** @type {(inputs: Learning_Disc_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why?`)
};

export const learning_disc_your_reply = /** @type {(inputs: Learning_Disc_Your_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your reply to ${i?.name}`)
};

export const learning_done_for_now = /** @type {(inputs: Learning_Done_For_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done for now?`)
};

export const learning_download_certificate = /** @type {(inputs: Learning_Download_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download certificate (PDF)`)
};

export const learning_download_credential = /** @type {(inputs: Learning_Download_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Open Badges credential`)
};

export const learning_energy_high = /** @type {(inputs: Learning_Energy_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · high`)
};

export const learning_energy_low = /** @type {(inputs: Learning_Energy_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · low`)
};

export const learning_finished_lead = /** @type {(inputs: Learning_Finished_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every lesson is complete. Well done for showing up for yourself.`)
};

export const learning_finished_title = /** @type {(inputs: Learning_Finished_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You finished ${i?.course}`)
};

export const learning_get_certificate = /** @type {(inputs: Learning_Get_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get your certificate`)
};

export const learning_home_page = /** @type {(inputs: Learning_Home_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page`)
};

export const learning_kicker = /** @type {(inputs: Learning_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lesson ${i?.position} of ${i?.total} · ${i?.minutes} min`)
};

export const learning_kind_checklist = /** @type {(inputs: Learning_Kind_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checklist`)
};

export const learning_kind_detail = /** @type {(inputs: Learning_Kind_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading`)
};

export const learning_kind_quiz = /** @type {(inputs: Learning_Kind_QuizInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiz`)
};

export const learning_kind_survey = /** @type {(inputs: Learning_Kind_SurveyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Survey`)
};

export const learning_kind_task = /** @type {(inputs: Learning_Kind_TaskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Task`)
};

export const learning_lesson_media = /** @type {(inputs: Learning_Lesson_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lesson media`)
};

export const learning_locked_cohort = /** @type {(inputs: Learning_Locked_CohortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your cohort starts on ${i?.date}. This lesson opens then.`)
};

export const learning_locked_opens = /** @type {(inputs: Learning_Locked_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This lesson is not open yet. It opens on ${i?.date}.`)
};

export const learning_login_needed = /** @type {(inputs: Learning_Login_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You need to log in to see this lesson. Taking you to the login page…`)
};

export const learning_mark_done = /** @type {(inputs: Learning_Mark_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as done`)
};

export const learning_marked_done = /** @type {(inputs: Learning_Marked_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked as done`)
};

export const learning_mood_good = /** @type {(inputs: Learning_Mood_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good`)
};

export const learning_mood_great = /** @type {(inputs: Learning_Mood_GreatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Great`)
};

export const learning_mood_low = /** @type {(inputs: Learning_Mood_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low`)
};

export const learning_mood_okay = /** @type {(inputs: Learning_Mood_OkayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Okay`)
};

export const learning_mood_rough = /** @type {(inputs: Learning_Mood_RoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rough`)
};

export const learning_my_courses = /** @type {(inputs: Learning_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My courses`)
};

export const learning_my_journal = /** @type {(inputs: Learning_My_JournalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My journal`)
};

export const learning_nav_label = /** @type {(inputs: Learning_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous and next lesson`)
};

export const learning_nav_next = /** @type {(inputs: Learning_Nav_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next →`)
};

export const learning_nav_previous = /** @type {(inputs: Learning_Nav_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Previous`)
};

export const learning_next_in_bundle = /** @type {(inputs: Learning_Next_In_BundleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next in ${i?.bundle}: ${i?.course}`)
};

export const learning_no_such_address = /** @type {(inputs: Learning_No_Such_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such lesson address.`)
};

export const learning_not_in_enrolment = /** @type {(inputs: Learning_Not_In_EnrolmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This lesson is not part of that enrolment.`)
};

export const learning_not_yours = /** @type {(inputs: Learning_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This lesson is not in your courses.`)
};

export const learning_offline_copy = /** @type {(inputs: Learning_Offline_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline: this is the copy of the lesson kept on this device.`)
};

export const learning_offline_file = /** @type {(inputs: Learning_Offline_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline and this browser cannot keep the file until you are back. Your answer is kept on this device; attach the file again when you are back online.`)
};

export const learning_offline_save_failed = /** @type {(inputs: Learning_Offline_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A change you made offline could not be saved: ${i?.error}`)
};

export const learning_open_file = /** @type {(inputs: Learning_Open_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.title}`)
};

export const learning_optional = /** @type {(inputs: Learning_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (optional)`)
};

export const learning_outline_completed = /** @type {(inputs: Learning_Outline_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (completed)`)
};

export const learning_outline_opens = /** @type {(inputs: Learning_Outline_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opens on ${i?.date}`)
};

export const learning_outline_progress = /** @type {(inputs: Learning_Outline_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% complete · ${i?.done} of ${i?.total} lessons`)
};

export const learning_outline_section = /** @type {(inputs: Learning_Outline_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.number}: ${i?.title}`)
};

export const learning_outline_section_count = /** @type {(inputs: Learning_Outline_Section_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.total}`)
};

export const learning_outline_section_done = /** @type {(inputs: Learning_Outline_Section_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` done`)
};

export const learning_outline_summary = /** @type {(inputs: Learning_Outline_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course outline`)
};

export const learning_page_loading = /** @type {(inputs: Learning_Page_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`loading...`)
};

export const learning_page_title = /** @type {(inputs: Learning_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lesson`)
};

export const learning_position = /** @type {(inputs: Learning_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lesson ${i?.position} of ${i?.total}`)
};

export const learning_practice_adopt = /** @type {(inputs: Learning_Practice_AdoptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adopt this practice`)
};

export const learning_practice_adopting = /** @type {(inputs: Learning_Practice_AdoptingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adopting…`)
};

export const learning_practice_checkin = /** @type {(inputs: Learning_Practice_CheckinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check in from your dashboard`)
};

export const learning_practice_failed = /** @type {(inputs: Learning_Practice_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The practice could not be adopted. Please try again.`)
};

export const learning_practice_history = /** @type {(inputs: Learning_Practice_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`see its history`)
};

export const learning_practice_kept = /** @type {(inputs: Learning_Practice_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You keep this practice.`)
};

export const learning_practice_or = /** @type {(inputs: Learning_Practice_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const learning_practice_suggested = /** @type {(inputs: Learning_Practice_SuggestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suggested: ${i?.days}. A week counts when you reach it; a missed day never breaks your streak.`)
};

export const learning_practice_title = /** @type {(inputs: Learning_Practice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A practice to keep: ${i?.name}`)
};

export const learning_quiz_again = /** @type {(inputs: Learning_Quiz_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take the quiz again`)
};

export const learning_quiz_all_used = /** @type {(inputs: Learning_Quiz_All_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have used all ${i?.max} attempts at this quiz.`)
};

export const learning_quiz_attempts_left = /** @type {(inputs: Learning_Quiz_Attempts_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} attempt left. You will see which answers were right once you pass or have used every attempt.`);
	return /** @type {LocalizedString} */ (`${i?.count} attempts left. You will see which answers were right once you pass or have used every attempt.`)
	
};

export const learning_quiz_best = /** @type {(inputs: Learning_Quiz_BestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · best so far ${i?.best}%`)
};

export const learning_quiz_choose_all = /** @type {(inputs: Learning_Quiz_Choose_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (choose all that apply)`)
};

export const learning_quiz_correct = /** @type {(inputs: Learning_Quiz_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct.`)
};

export const learning_quiz_correct_answer = /** @type {(inputs: Learning_Quiz_Correct_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Correct answer: ${i?.answer}.`)
};

export const learning_quiz_drawn = /** @type {(inputs: Learning_Quiz_DrawnInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} questions drawn at random from ${i?.total} (each attempt draws again)`);
	return /** @type {LocalizedString} */ (`${i?.count} questions drawn at random from ${i?.total} (each attempt draws again)`)
	
};

export const learning_quiz_no_answer = /** @type {(inputs: Learning_Quiz_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No answer`)
};

export const learning_quiz_not_passed = /** @type {(inputs: Learning_Quiz_Not_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.score}%: not passed yet`)
};

export const learning_quiz_not_quite = /** @type {(inputs: Learning_Quiz_Not_QuiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not quite.`)
};

export const learning_quiz_pass_mark = /** @type {(inputs: Learning_Quiz_Pass_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · pass mark ${i?.pass}%`)
};

export const learning_quiz_passed = /** @type {(inputs: Learning_Quiz_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passed with ${i?.score}%`)
};

export const learning_quiz_question = /** @type {(inputs: Learning_Quiz_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Question ${i?.number}. `)
};

export const learning_quiz_questions = /** @type {(inputs: Learning_Quiz_QuestionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} questions`);
	return /** @type {LocalizedString} */ (`${i?.count} questions`)
	
};

export const learning_quiz_queued = /** @type {(inputs: Learning_Quiz_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your answers will be graded when you are back online.`)
};

export const learning_quiz_submit = /** @type {(inputs: Learning_Quiz_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit answers`)
};

export const learning_quiz_summary = /** @type {(inputs: Learning_Quiz_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The pass mark is ${i?.pass}%. Your best score is ${i?.best}% after ${i?.count} attempt.`);
	return /** @type {LocalizedString} */ (`The pass mark is ${i?.pass}%. Your best score is ${i?.best}% after ${i?.count} attempts.`)
	
};

export const learning_quiz_your_answer = /** @type {(inputs: Learning_Quiz_Your_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your answer: ${i?.answer}.`)
};

export const learning_rating_not_at_all = /** @type {(inputs: Learning_Rating_Not_At_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not at all`)
};

export const learning_rating_somewhat = /** @type {(inputs: Learning_Rating_SomewhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Somewhat`)
};

export const learning_rating_very_much = /** @type {(inputs: Learning_Rating_Very_MuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very much`)
};

export const learning_reflect_draft = /** @type {(inputs: Learning_Reflect_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft kept on this device.`)
};

export const learning_reflect_energy = /** @type {(inputs: Learning_Reflect_EnergyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Energy`)
};

export const learning_reflect_feeling = /** @type {(inputs: Learning_Reflect_FeelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How are you feeling?`)
};

export const learning_reflect_offline_failed = /** @type {(inputs: Learning_Reflect_Offline_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A reflection you wrote offline could not be saved: ${i?.error}`)
};

export const learning_reflect_private = /** @type {(inputs: Learning_Reflect_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private: only you can read your journal.`)
};

export const learning_reflect_queued = /** @type {(inputs: Learning_Reflect_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this device: it will reach your journal when you are back online.`)
};

export const learning_reflect_save = /** @type {(inputs: Learning_Reflect_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save to my journal`)
};

export const learning_reflect_save_failed = /** @type {(inputs: Learning_Reflect_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reflection could not be saved. It is kept on this device; please try again.`)
};

export const learning_reflect_saved = /** @type {(inputs: Learning_Reflect_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved to your journal.`)
};

export const learning_reflect_title = /** @type {(inputs: Learning_Reflect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflect`)
};

export const learning_required = /** @type {(inputs: Learning_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (required)`)
};

export const learning_review_accepted_toast = /** @type {(inputs: Learning_Review_Accepted_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepted. ${i?.name} is told.`)
};

export const learning_review_all_courses = /** @type {(inputs: Learning_Review_All_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All courses`)
};

export const learning_review_answer_of = /** @type {(inputs: Learning_Review_Answer_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s answer`)
};

export const learning_review_back = /** @type {(inputs: Learning_Review_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the tasks to review`)
};

export const learning_review_by = /** @type {(inputs: Learning_Review_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` by ${i?.name}`)
};

export const learning_review_choose_decision = /** @type {(inputs: Learning_Review_Choose_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose accepted or please revise.`)
};

export const learning_review_course = /** @type {(inputs: Learning_Review_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course`)
};

export const learning_review_decision = /** @type {(inputs: Learning_Review_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decision`)
};

export const learning_review_decision_accepted = /** @type {(inputs: Learning_Review_Decision_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted`)
};

export const learning_review_decision_revise = /** @type {(inputs: Learning_Review_Decision_ReviseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please revise`)
};

export const learning_review_download = /** @type {(inputs: Learning_Review_DownloadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download ${i?.name}`)
};

export const learning_review_download_failed = /** @type {(inputs: Learning_Review_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file could not be downloaded. Please try again.`)
};

export const learning_review_earlier = /** @type {(inputs: Learning_Review_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earlier revisions`)
};

export const learning_review_empty_mentor = /** @type {(inputs: Learning_Review_Empty_MentorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of your mentees’ tasks is waiting for review.`)
};

export const learning_review_empty_studio = /** @type {(inputs: Learning_Review_Empty_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tasks are waiting for review. Submitted tasks of your courses appear here, oldest first.`)
};

export const learning_review_feedback = /** @type {(inputs: Learning_Review_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback`)
};

export const learning_review_feedback_from = /** @type {(inputs: Learning_Review_Feedback_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Feedback from ${i?.name}`)
};

export const learning_review_feedback_hint = /** @type {(inputs: Learning_Review_Feedback_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plain text. ${i?.name} reads it above the task in the lesson.`)
};

export const learning_review_feedback_optional = /** @type {(inputs: Learning_Review_Feedback_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback (optional)`)
};

export const learning_review_feedback_required = /** @type {(inputs: Learning_Review_Feedback_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback (required)`)
};

export const learning_review_first_time = /** @type {(inputs: Learning_Review_First_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is the first time ${i?.name} sent this task.`)
};

export const learning_review_loading = /** @type {(inputs: Learning_Review_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the task…`)
};

export const learning_review_meta = /** @type {(inputs: Learning_Review_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.course} · ${i?.member} · revision ${i?.number} · submitted ${i?.time}`)
};

export const learning_review_needs_feedback = /** @type {(inputs: Learning_Review_Needs_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write what to change: feedback is required when you ask for a revision.`)
};

export const learning_review_no_file = /** @type {(inputs: Learning_Review_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file attached.`)
};

export const learning_review_no_text = /** @type {(inputs: Learning_Review_No_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No text, a file only.`)
};

export const learning_review_not_found = /** @type {(inputs: Learning_Review_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This task submission was not found.`)
};

export const learning_review_not_found_or_yours = /** @type {(inputs: Learning_Review_Not_Found_Or_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This task submission was not found, or it is not yours to review.`)
};

export const learning_review_pages = /** @type {(inputs: Learning_Review_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages of tasks to review`)
};

export const learning_review_queue_failed = /** @type {(inputs: Learning_Review_Queue_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The queue could not be loaded. Please try again.`)
};

export const learning_review_queue_loading = /** @type {(inputs: Learning_Review_Queue_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the tasks to review…`)
};

export const learning_review_revise_toast = /** @type {(inputs: Learning_Review_Revise_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revision asked for. ${i?.name} is told.`)
};

export const learning_review_revision_heading = /** @type {(inputs: Learning_Review_Revision_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revision ${i?.number} · ${i?.state}`)
};

export const learning_review_revision_suffix = /** @type {(inputs: Learning_Review_Revision_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · revision ${i?.number}`)
};

export const learning_review_save_failed = /** @type {(inputs: Learning_Review_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review could not be saved. Please try again.`)
};

export const learning_review_send = /** @type {(inputs: Learning_Review_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send review`)
};

export const learning_review_state_accepted = /** @type {(inputs: Learning_Review_State_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted`)
};

export const learning_review_state_revise = /** @type {(inputs: Learning_Review_State_ReviseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please revise`)
};

export const learning_review_state_superseded = /** @type {(inputs: Learning_Review_State_SupersededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replaced by a newer version before review`)
};

export const learning_review_state_waiting = /** @type {(inputs: Learning_Review_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for review`)
};

export const learning_review_submitted = /** @type {(inputs: Learning_Review_SubmittedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Submitted ${i?.time}`)
};

export const learning_review_the_task = /** @type {(inputs: Learning_Review_The_TaskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The task`)
};

export const learning_review_title = /** @type {(inputs: Learning_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Task review`)
};

export const learning_review_waiting = /** @type {(inputs: Learning_Review_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} task waiting, oldest first.`);
	return /** @type {LocalizedString} */ (`${i?.count} tasks waiting, oldest first.`)
	
};

export const learning_review_your_review = /** @type {(inputs: Learning_Review_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review`)
};

export const learning_save_draft = /** @type {(inputs: Learning_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save draft`)
};

export const learning_save_failed = /** @type {(inputs: Learning_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The save failed.`)
};

export const learning_save_input_kept = /** @type {(inputs: Learning_Save_Input_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your input is still here; try again.`)
};

export const learning_save_queued = /** @type {(inputs: Learning_Save_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Your work is kept on this device and will be sent when you are back online.`)
};

export const learning_saved = /** @type {(inputs: Learning_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved`)
};

export const learning_saved_at = /** @type {(inputs: Learning_Saved_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} at ${i?.time}.`)
};

export const learning_saving = /** @type {(inputs: Learning_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

export const learning_submitted = /** @type {(inputs: Learning_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted`)
};

export const learning_survey_submit = /** @type {(inputs: Learning_Survey_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit survey`)
};

export const learning_survey_submitted = /** @type {(inputs: Learning_Survey_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted. You can change your answers and submit again.`)
};

export const learning_task_accepted = /** @type {(inputs: Learning_Task_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted`)
};

export const learning_task_accepted_by = /** @type {(inputs: Learning_Task_Accepted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepted by ${i?.name}`)
};

export const learning_task_accepted_note = /** @type {(inputs: Learning_Task_Accepted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Well done. You can still improve it and submit again.`)
};

export const learning_task_answer = /** @type {(inputs: Learning_Task_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your answer`)
};

export const learning_task_attach = /** @type {(inputs: Learning_Task_AttachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attach a file (optional)`)
};

export const learning_task_attached = /** @type {(inputs: Learning_Task_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Attached now: ${i?.name}. A new file replaces it.`)
};

export const learning_task_attached_size = /** @type {(inputs: Learning_Task_Attached_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Attached now: ${i?.name} (${i?.size}). A new file replaces it.`)
};

export const learning_task_file_empty = /** @type {(inputs: Learning_Task_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is empty.`)
};

export const learning_task_file_hint = /** @type {(inputs: Learning_Task_File_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.types} up to ${i?.size}.`)
};

export const learning_task_must_size = /** @type {(inputs: Learning_Task_Must_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file must be ${i?.size} MB or smaller.`)
};

export const learning_task_must_type = /** @type {(inputs: Learning_Task_Must_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file must be a ${i?.types} file.`)
};

export const learning_task_revise = /** @type {(inputs: Learning_Task_ReviseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please revise: feedback`)
};

export const learning_task_revise_by = /** @type {(inputs: Learning_Task_Revise_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please revise: feedback by ${i?.name}`)
};

export const learning_task_revise_note = /** @type {(inputs: Learning_Task_Revise_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your answer or file below and submit the revision. Your earlier versions stay with the reviewer.`)
};

export const learning_task_submit = /** @type {(inputs: Learning_Task_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit task`)
};

export const learning_task_submit_revision = /** @type {(inputs: Learning_Task_Submit_RevisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit revision`)
};

export const learning_task_submitted = /** @type {(inputs: Learning_Task_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted. You can still improve it and submit again.`)
};

export const learning_task_versions = /** @type {(inputs: Learning_Task_VersionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Versions sent: ${i?.count}.`)
};

export const learning_task_waiting = /** @type {(inputs: Learning_Task_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted: waiting for review`)
};

export const learning_task_waiting_note = /** @type {(inputs: Learning_Task_Waiting_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your task is in the reviewer’s queue. You can still improve it and submit again.`)
};

export const learning_this_lesson = /** @type {(inputs: Learning_This_LessonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This lesson`)
};

export const learning_transcript_empty = /** @type {(inputs: Learning_Transcript_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This transcript is empty.`)
};

export const learning_transcript_language = /** @type {(inputs: Learning_Transcript_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const learning_transcript_matches = /** @type {(inputs: Learning_Transcript_MatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} line matches.`);
	return /** @type {LocalizedString} */ (`${i?.count} lines match.`)
	
};

export const learning_transcript_no_match = /** @type {(inputs: Learning_Transcript_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No line contains “${i?.word}”.`)
};

export const learning_transcript_of = /** @type {(inputs: Learning_Transcript_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transcript of ${i?.title}`)
};

export const learning_transcript_search = /** @type {(inputs: Learning_Transcript_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the transcript`)
};

export const learning_try_again = /** @type {(inputs: Learning_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const learning_verification_page = /** @type {(inputs: Learning_Verification_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification page`)
};

export const learning_your_certificate = /** @type {(inputs: Learning_Your_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your certificate`)
};

export const mail_cancelled_done = /** @type {(inputs: Mail_Cancelled_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Wellspring account has been cancelled as you asked. We have signed you out everywhere and erased your name, e-mail address, photo and billing address.`)
};

export const mail_cancelled_progress = /** @type {(inputs: Mail_Cancelled_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your course progress is kept without anything that identifies you, so our course statistics stay true. This is the last e-mail you will receive from us.`)
};

export const mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has been cancelled`)
};

export const mail_cancelled_thanks = /** @type {(inputs: Mail_Cancelled_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for learning with us. You are always welcome back with a new account.`)
};

export const mail_certificate_action = /** @type {(inputs: Mail_Certificate_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the verification page`)
};

export const mail_certificate_check = /** @type {(inputs: Mail_Certificate_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anyone can check it with its code, ${i?.code}, on its verification page. It is also kept under Certificates in your account, with its digital credential.`)
};

export const mail_certificate_done = /** @type {(inputs: Mail_Certificate_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Well done: you finished every lesson of “${i?.course}”. Your certificate is attached to this e-mail as a PDF.`)
};

export const mail_certificate_subject = /** @type {(inputs: Mail_Certificate_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your certificate for ${i?.course}`)
};

export const mail_digest_intro = /** @type {(inputs: Mail_Digest_IntroInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Here is what happened since your last summary:`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Here are the ${i?.count} things that happened since your last summary:`);
	return /** @type {LocalizedString} */ ("mail_digest_intro");
};

export const mail_digest_subject = /** @type {(inputs: Mail_Digest_SubjectInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Your Wellspring day: 1 update`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Your Wellspring day: ${i?.count} updates`);
	return /** @type {LocalizedString} */ ("mail_digest_subject");
};

export const mail_exists_footnote = /** @type {(inputs: Mail_Exists_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If it was not you, you can ignore this e-mail: nothing about your account has changed. You can log in at ${i?.url}.`)
};

export const mail_exists_if_you = /** @type {(inputs: Mail_Exists_If_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was you, log in with your password, or choose a new one if you have forgotten it.`)
};

export const mail_exists_subject = /** @type {(inputs: Mail_Exists_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have a Wellspring account`)
};

export const mail_exists_tried = /** @type {(inputs: Mail_Exists_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone just tried to create a Wellspring account with this e-mail address. You already have one, so no new account was made.`)
};

export const mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name},`)
};

export const mail_invitation_action = /** @type {(inputs: Mail_Invitation_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your password`)
};

export const mail_invitation_choose = /** @type {(inputs: Mail_Invitation_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your password with the button below to sign in.`)
};

export const mail_invitation_courses = /** @type {(inputs: Mail_Invitation_CoursesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your courses are ready: ${i?.courses}.`)
};

export const mail_invitation_footnote = /** @type {(inputs: Mail_Invitation_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This link works once and for ${i?.days} days. If you did not expect this e-mail, ignore it: nothing happens until the link is used.`)
};

export const mail_invitation_made = /** @type {(inputs: Mail_Invitation_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Wellspring team made an account for you, so you can start learning with us.`)
};

export const mail_invitation_subject = /** @type {(inputs: Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Wellspring account is ready`)
};

export const mail_layout_copy_link = /** @type {(inputs: Mail_Layout_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the button does not work, copy this address into your browser:`)
};

export const mail_notification_footnote = /** @type {(inputs: Mail_Notification_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this e-mail because of your notification settings. Change them at ${i?.url}.`)
};

export const mail_notification_open = /** @type {(inputs: Mail_Notification_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Wellspring`)
};

export const mail_notification_see_all = /** @type {(inputs: Mail_Notification_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your notifications`)
};

export const mail_pdf_certificate_certifies = /** @type {(inputs: Mail_Pdf_Certificate_CertifiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This certifies that`)
};

export const mail_pdf_certificate_code = /** @type {(inputs: Mail_Pdf_Certificate_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Certificate code: ${i?.code}`)
};

export const mail_pdf_certificate_completed = /** @type {(inputs: Mail_Pdf_Certificate_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`has completed the course`)
};

export const mail_pdf_certificate_heading = /** @type {(inputs: Mail_Pdf_Certificate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificate of Completion`)
};

export const mail_pdf_certificate_holder_fallback = /** @type {(inputs: Mail_Pdf_Certificate_Holder_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wellspring member`)
};

export const mail_pdf_certificate_issued = /** @type {(inputs: Mail_Pdf_Certificate_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Issued on ${i?.date}`)
};

export const mail_pdf_certificate_subject = /** @type {(inputs: Mail_Pdf_Certificate_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Certificate ${i?.code}`)
};

export const mail_pdf_certificate_title = /** @type {(inputs: Mail_Pdf_Certificate_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Certificate of completion: ${i?.course}`)
};

export const mail_pdf_certificate_verify = /** @type {(inputs: Mail_Pdf_Certificate_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify this certificate by scanning the code or at`)
};

export const mail_pdf_credit_note_corrects = /** @type {(inputs: Mail_Pdf_Credit_Note_CorrectsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Corrects invoice: ${i?.number}`)
};

export const mail_pdf_credit_note_doc = /** @type {(inputs: Mail_Pdf_Credit_Note_DocInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Credit note ${i?.number}`)
};

export const mail_pdf_credit_note_questions = /** @type {(inputs: Mail_Pdf_Credit_Note_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about this credit note: ${i?.email}`)
};

export const mail_pdf_credit_note_reason = /** @type {(inputs: Mail_Pdf_Credit_Note_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

export const mail_pdf_credit_note_title = /** @type {(inputs: Mail_Pdf_Credit_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CREDIT NOTE`)
};

export const mail_pdf_invoice_amount = /** @type {(inputs: Mail_Pdf_Invoice_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const mail_pdf_invoice_bill_to = /** @type {(inputs: Mail_Pdf_Invoice_Bill_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BILL TO`)
};

export const mail_pdf_invoice_date = /** @type {(inputs: Mail_Pdf_Invoice_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date: ${i?.date}`)
};

export const mail_pdf_invoice_description = /** @type {(inputs: Mail_Pdf_Invoice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const mail_pdf_invoice_discount = /** @type {(inputs: Mail_Pdf_Invoice_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discount (${i?.label})`)
};

export const mail_pdf_invoice_doc = /** @type {(inputs: Mail_Pdf_Invoice_DocInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoice ${i?.number}`)
};

export const mail_pdf_invoice_from = /** @type {(inputs: Mail_Pdf_Invoice_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FROM`)
};

export const mail_pdf_invoice_net = /** @type {(inputs: Mail_Pdf_Invoice_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total without tax`)
};

export const mail_pdf_invoice_no_address = /** @type {(inputs: Mail_Pdf_Invoice_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No billing address was given for this payment.`)
};

export const mail_pdf_invoice_number = /** @type {(inputs: Mail_Pdf_Invoice_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Number: ${i?.number}`)
};

export const mail_pdf_invoice_paid_by = /** @type {(inputs: Mail_Pdf_Invoice_Paid_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid by ${i?.method}.`)
};

export const mail_pdf_invoice_qty = /** @type {(inputs: Mail_Pdf_Invoice_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

export const mail_pdf_invoice_questions = /** @type {(inputs: Mail_Pdf_Invoice_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about this invoice: ${i?.email}`)
};

export const mail_pdf_invoice_refunded_to = /** @type {(inputs: Mail_Pdf_Invoice_Refunded_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refunded to ${i?.method}.`)
};

export const mail_pdf_invoice_reverse_charge = /** @type {(inputs: Mail_Pdf_Invoice_Reverse_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reverse charge: no VAT is charged on this supply; the customer accounts for the VAT (EU VAT Directive, article 196).`)
};

export const mail_pdf_invoice_status = /** @type {(inputs: Mail_Pdf_Invoice_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

export const mail_pdf_invoice_status_paid = /** @type {(inputs: Mail_Pdf_Invoice_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const mail_pdf_invoice_status_partly_refunded = /** @type {(inputs: Mail_Pdf_Invoice_Status_Partly_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partly refunded`)
};

export const mail_pdf_invoice_status_refunded = /** @type {(inputs: Mail_Pdf_Invoice_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

export const mail_pdf_invoice_subtotal = /** @type {(inputs: Mail_Pdf_Invoice_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotal`)
};

export const mail_pdf_invoice_tax = /** @type {(inputs: Mail_Pdf_Invoice_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax`)
};

export const mail_pdf_invoice_tax_id = /** @type {(inputs: Mail_Pdf_Invoice_Tax_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`VAT / tax number: ${i?.id}`)
};

export const mail_pdf_invoice_tax_rate = /** @type {(inputs: Mail_Pdf_Invoice_Tax_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax rate`)
};

export const mail_pdf_invoice_title = /** @type {(inputs: Mail_Pdf_Invoice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`INVOICE`)
};

export const mail_pdf_invoice_total_paid = /** @type {(inputs: Mail_Pdf_Invoice_Total_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total paid`)
};

export const mail_pdf_invoice_total_refunded = /** @type {(inputs: Mail_Pdf_Invoice_Total_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total refunded`)
};

export const mail_pdf_invoice_unit_price = /** @type {(inputs: Mail_Pdf_Invoice_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit price`)
};

export const mail_pdf_percent = /** @type {(inputs: Mail_Pdf_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate}%`)
};

export const mail_pdf_tax_included = /** @type {(inputs: Mail_Pdf_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`VAT ${i?.rate}% (${i?.country}), included`)
};

export const mail_pdf_tax_no_country = /** @type {(inputs: Mail_Pdf_Tax_No_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax 0%: no billing country given`)
};

export const mail_pdf_tax_none_for = /** @type {(inputs: Mail_Pdf_Tax_None_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tax 0%: no tax charged for ${i?.country}`)
};

export const mail_pdf_tax_reverse_charge = /** @type {(inputs: Mail_Pdf_Tax_Reverse_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VAT 0%: reverse charge`)
};

export const mail_reset_action = /** @type {(inputs: Mail_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

export const mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This link works once and for ${i?.minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`)
};

export const mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received a request to reset the password of your Wellspring account. Choose a new password with the button below.`)
};

export const mail_reset_my_password = /** @type {(inputs: Mail_Reset_My_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset my password`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

export const mail_security_device_on = /** @type {(inputs: Mail_Security_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.os}`)
};

export const mail_security_device_unknown = /** @type {(inputs: Mail_Security_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown device`)
};

export const mail_security_event_advice = /** @type {(inputs: Mail_Security_Event_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this was not you, reset your password straight away, sign out every device you do not know, and contact our support team.`)
};

export const mail_security_new_sign_in_advice = /** @type {(inputs: Mail_Security_New_Sign_In_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this was you, there is nothing to do. If it was not, open your signed-in devices, sign that device out, and change your password straight away.`)
};

export const mail_security_new_sign_in_subject = /** @type {(inputs: Mail_Security_New_Sign_In_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New sign-in to your account`)
};

export const mail_security_new_sign_in_what = /** @type {(inputs: Mail_Security_New_Sign_In_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Wellspring account was just signed in to from a device we have not seen you use before.`)
};

export const mail_security_origin = /** @type {(inputs: Mail_Security_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When: ${i?.when}. Device: ${i?.device}.`)
};

export const mail_security_origin_network = /** @type {(inputs: Mail_Security_Origin_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When: ${i?.when}. Device: ${i?.device}, network ${i?.network}.`)
};

export const mail_security_passkey_added_subject = /** @type {(inputs: Mail_Security_Passkey_Added_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A passkey was added to your account`)
};

export const mail_security_passkey_added_what = /** @type {(inputs: Mail_Security_Passkey_Added_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A passkey was just added to your Wellspring account.`)
};

export const mail_security_passkey_cloned_subject = /** @type {(inputs: Mail_Security_Passkey_Cloned_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A passkey of yours was refused`)
};

export const mail_security_passkey_cloned_what = /** @type {(inputs: Mail_Security_Passkey_Cloned_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone signed in with one of your passkeys, but its counter had gone back, which happens when a passkey has been copied. We refused it. If you did not expect this, remove that passkey in your settings and change your password.`)
};

export const mail_security_passkey_removed_subject = /** @type {(inputs: Mail_Security_Passkey_Removed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A passkey was removed from your account`)
};

export const mail_security_passkey_removed_what = /** @type {(inputs: Mail_Security_Passkey_Removed_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A passkey was just removed from your Wellspring account.`)
};

export const mail_security_password_changed_subject = /** @type {(inputs: Mail_Security_Password_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was changed`)
};

export const mail_security_password_changed_what = /** @type {(inputs: Mail_Security_Password_Changed_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password of your Wellspring account was just changed. The device it was changed on stays signed in; every other device has been signed out.`)
};

export const mail_security_password_reset_what = /** @type {(inputs: Mail_Security_Password_Reset_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password of your Wellspring account was just reset with a link we e-mailed you. You have been signed out on every device.`)
};

export const mail_security_recovery_code_used_subject = /** @type {(inputs: Mail_Security_Recovery_Code_Used_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A recovery code was used`)
};

export const mail_security_recovery_code_used_what = /** @type {(inputs: Mail_Security_Recovery_Code_Used_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One of your recovery codes was just used to sign in to your Wellspring account.`)
};

export const mail_security_second_factor_disabled_subject = /** @type {(inputs: Mail_Security_Second_Factor_Disabled_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in was turned off`)
};

export const mail_security_second_factor_disabled_what = /** @type {(inputs: Mail_Security_Second_Factor_Disabled_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in was just turned off for your Wellspring account.`)
};

export const mail_security_second_factor_enabled_subject = /** @type {(inputs: Mail_Security_Second_Factor_Enabled_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in was turned on`)
};

export const mail_security_second_factor_enabled_what = /** @type {(inputs: Mail_Security_Second_Factor_Enabled_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in was just turned on for your Wellspring account.`)
};

export const mail_security_see_devices = /** @type {(inputs: Mail_Security_See_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See my signed-in devices`)
};

export const mail_security_session_revoked_subject = /** @type {(inputs: Mail_Security_Session_Revoked_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A device was signed out of your account`)
};

export const mail_security_session_revoked_what = /** @type {(inputs: Mail_Security_Session_Revoked_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One of the devices signed in to your Wellspring account was just signed out.`)
};

export const mail_security_sessions_revoked_subject = /** @type {(inputs: Mail_Security_Sessions_Revoked_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your other devices were signed out`)
};

export const mail_security_sessions_revoked_what = /** @type {(inputs: Mail_Security_Sessions_Revoked_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every device signed in to your Wellspring account, except the one used for this, was just signed out.`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my e-mail address`)
};

export const mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This link works once and for ${i?.hours} hours. If you did not create an account, you can ignore this e-mail.`)
};

export const mail_verify_intro = /** @type {(inputs: Mail_Verify_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Wellspring. Please confirm that this is your e-mail address, so we can keep your account safe and reach you when it matters.`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail address`)
};

export const member_action_review = /** @type {(inputs: Member_Action_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review`)
};

export const member_action_start = /** @type {(inputs: Member_Action_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

export const member_all_badges = /** @type {(inputs: Member_All_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All badges`)
};

export const member_all_caught_up = /** @type {(inputs: Member_All_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are all caught up.`)
};

export const member_all_certificates = /** @type {(inputs: Member_All_CertificatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All certificates`)
};

export const member_all_finished = /** @type {(inputs: Member_All_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have finished every course you started. Well done!`)
};

export const member_all_notifications = /** @type {(inputs: Member_All_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All notifications`)
};

export const member_assigned_by = /** @type {(inputs: Member_Assigned_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assigned by your mentor, ${i?.name}`)
};

export const member_back_to_my_courses = /** @type {(inputs: Member_Back_To_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My courses`)
};

export const member_badge_download_credential = /** @type {(inputs: Member_Badge_Download_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Open Badges credential`)
};

export const member_badge_earned = /** @type {(inputs: Member_Badge_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earned`)
};

export const member_badge_earned_date = /** @type {(inputs: Member_Badge_Earned_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Earned ${i?.date}`)
};

export const member_badge_earned_on = /** @type {(inputs: Member_Badge_Earned_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earned on`)
};

export const member_badge_how = /** @type {(inputs: Member_Badge_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to earn it`)
};

export const member_badge_locked = /** @type {(inputs: Member_Badge_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locked:`)
};

export const member_badge_not_earned = /** @type {(inputs: Member_Badge_Not_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not earned yet`)
};

export const member_badge_progress_toward = /** @type {(inputs: Member_Badge_Progress_TowardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progress toward ${i?.name}`)
};

export const member_badge_public_page = /** @type {(inputs: Member_Badge_Public_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public page`)
};

export const member_badge_your_progress = /** @type {(inputs: Member_Badge_Your_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your progress`)
};

export const member_badges_heading = /** @type {(inputs: Member_Badges_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badges`)
};

export const member_badges_intro = /** @type {(inputs: Member_Badges_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have earned ${i?.earned} of ${i?.total} badges. Open one to see how it is earned or to share it.`)
};

export const member_badges_intro_none = /** @type {(inputs: Member_Badges_Intro_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badges mark the milestones of your learning. Finish your first lesson to earn the first one.`)
};

export const member_badges_list = /** @type {(inputs: Member_Badges_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your badges`)
};

export const member_board_all = /** @type {(inputs: Member_Board_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All time`)
};

export const member_board_caption_joined = /** @type {(inputs: Member_Board_Caption_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points earned since joining`)
};

export const member_board_caption_month = /** @type {(inputs: Member_Board_Caption_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Points earned in ${i?.month}`)
};

export const member_board_caption_since = /** @type {(inputs: Member_Board_Caption_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Points earned since ${i?.date}`)
};

export const member_board_earn = /** @type {(inputs: Member_Board_EarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earn points to appear on this board.`)
};

export const member_board_empty_all = /** @type {(inputs: Member_Board_Empty_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one has earned points yet.`)
};

export const member_board_empty_month = /** @type {(inputs: Member_Board_Empty_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one has earned points this month yet.`)
};

export const member_board_empty_week = /** @type {(inputs: Member_Board_Empty_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one has earned points this week yet.`)
};

export const member_board_heading = /** @type {(inputs: Member_Board_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboard`)
};

export const member_board_hidden = /** @type {(inputs: Member_Board_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not shown on the leaderboard. Turn on “Show me on the leaderboard” to be ranked.`)
};

export const member_board_intro = /** @type {(inputs: Member_Board_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members with the most points, by week, by month and of all time. Equal points share a rank.`)
};

export const member_board_member = /** @type {(inputs: Member_Board_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

export const member_board_month = /** @type {(inputs: Member_Board_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This month`)
};

export const member_board_number = /** @type {(inputs: Member_Board_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`number ${i?.rank}`)
};

export const member_board_period = /** @type {(inputs: Member_Board_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboard period`)
};

export const member_board_points = /** @type {(inputs: Member_Board_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

export const member_board_rank = /** @type {(inputs: Member_Board_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rank`)
};

export const member_board_shared = /** @type {(inputs: Member_Board_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(shared)`)
};

export const member_board_standing = /** @type {(inputs: Member_Board_StandingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are ${i?.place}${i?.shared} with ${i?.points}.`)
};

export const member_board_week = /** @type {(inputs: Member_Board_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

export const member_board_you = /** @type {(inputs: Member_Board_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(you)`)
};

export const member_board_your_place = /** @type {(inputs: Member_Board_Your_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your place`)
};

export const member_bookmark_remove_failed = /** @type {(inputs: Member_Bookmark_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The bookmark could not be removed.`)
};

export const member_bookmark_remove_label = /** @type {(inputs: Member_Bookmark_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.title} from bookmarks`)
};

export const member_bookmark_removed = /** @type {(inputs: Member_Bookmark_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} was removed from your bookmarks.`)
};

export const member_bookmarks_empty = /** @type {(inputs: Member_Bookmarks_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bookmarks yet. Use “Bookmark” on any course to keep it here.`)
};

export const member_bookmarks_heading = /** @type {(inputs: Member_Bookmarks_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookmarks`)
};

export const member_bookmarks_intro = /** @type {(inputs: Member_Bookmarks_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses you saved for later.`)
};

export const member_bookmarks_pages = /** @type {(inputs: Member_Bookmarks_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookmark pages`)
};

export const member_browse_courses = /** @type {(inputs: Member_Browse_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse courses`)
};

export const member_cert_code = /** @type {(inputs: Member_Cert_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code ${i?.code}`)
};

export const member_cert_completed = /** @type {(inputs: Member_Cert_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Completed ${i?.date}`)
};

export const member_cert_credential = /** @type {(inputs: Member_Cert_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Badges credential`)
};

export const member_cert_credential_label = /** @type {(inputs: Member_Cert_Credential_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download Open Badges credential for ${i?.title}`)
};

export const member_cert_download = /** @type {(inputs: Member_Cert_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download PDF`)
};

export const member_cert_download_failed = /** @type {(inputs: Member_Cert_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The certificate could not be downloaded. Please try again.`)
};

export const member_cert_download_label = /** @type {(inputs: Member_Cert_Download_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download PDF of the certificate for ${i?.title}`)
};

export const member_cert_empty = /** @type {(inputs: Member_Cert_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No certificates yet.`)
};

export const member_cert_get = /** @type {(inputs: Member_Cert_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get certificate`)
};

export const member_cert_get_label = /** @type {(inputs: Member_Cert_Get_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Get certificate for ${i?.title}`)
};

export const member_cert_heading = /** @type {(inputs: Member_Cert_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificates`)
};

export const member_cert_intro = /** @type {(inputs: Member_Cert_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish every lesson of a course to earn its certificate. Anyone can check a certificate on its verification page.`)
};

export const member_cert_issue_failed = /** @type {(inputs: Member_Cert_Issue_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The certificate could not be issued. Please try again.`)
};

export const member_cert_issued = /** @type {(inputs: Member_Cert_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Issued to ${i?.name} on ${i?.date}`)
};

export const member_cert_pages = /** @type {(inputs: Member_Cert_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificate pages`)
};

export const member_cert_ready_heading = /** @type {(inputs: Member_Cert_Ready_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to collect`)
};

export const member_cert_ready_toast = /** @type {(inputs: Member_Cert_Ready_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your certificate is ready.`)
};

export const member_cert_verify = /** @type {(inputs: Member_Cert_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification page`)
};

export const member_cert_verify_label = /** @type {(inputs: Member_Cert_Verify_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verification page for ${i?.title}`)
};

export const member_cert_yours = /** @type {(inputs: Member_Cert_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your certificates`)
};

export const member_certificate = /** @type {(inputs: Member_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificate`)
};

export const member_certificate_earn_hint = /** @type {(inputs: Member_Certificate_Earn_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete a course to earn its certificate.`)
};

export const member_certificates_heading = /** @type {(inputs: Member_Certificates_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificates`)
};

export const member_certificates_ready = /** @type {(inputs: Member_Certificates_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have finished a course: your certificate is ready to collect.`);
	return /** @type {LocalizedString} */ (`You have finished ${i?.count} courses: your certificates are ready to collect.`)
	
};

export const member_close = /** @type {(inputs: Member_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const member_cohort = /** @type {(inputs: Member_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohort`)
};

export const member_cohort_discussion_intro = /** @type {(inputs: Member_Cohort_Discussion_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the members of this cohort and the course’s team read what is written here.`)
};

export const member_cohort_hidden = /** @type {(inputs: Member_Cohort_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`One member keeps their name private.`);
	return /** @type {LocalizedString} */ (`${i?.count} members keep their names private.`)
	
};

export const member_cohort_leave = /** @type {(inputs: Member_Cohort_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the cohort`)
};

export const member_cohort_leave_confirm = /** @type {(inputs: Member_Cohort_Leave_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave “${i?.title}”? Your seat goes to someone else.`)
};

export const member_cohort_leave_failed = /** @type {(inputs: Member_Cohort_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You could not leave the cohort.`)
};

export const member_cohort_left = /** @type {(inputs: Member_Cohort_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You left the cohort.`)
};

export const member_cohort_load_failed = /** @type {(inputs: Member_Cohort_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cohort could not be loaded.`)
};

export const member_cohort_members = /** @type {(inputs: Member_Cohort_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} member`);
	return /** @type {LocalizedString} */ (`${i?.count} members`)
	
};

export const member_cohort_not_found = /** @type {(inputs: Member_Cohort_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This cohort does not exist, or you are not in it.`)
};

export const member_cohort_note = /** @type {(inputs: Member_Cohort_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cohort}, ${i?.course}: starts on ${i?.date}.`)
};

export const member_cohort_paid = /** @type {(inputs: Member_Cohort_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You paid for your place. To move to another cohort or ask for a refund, ${i?.link}.`)
};

export const member_cohort_see_who = /** @type {(inputs: Member_Cohort_See_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See who is in it`)
};

export const member_cohort_started_on = /** @type {(inputs: Member_Cohort_Started_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Started on ${i?.date} (${i?.zone})`)
};

export const member_cohort_starts_in = /** @type {(inputs: Member_Cohort_Starts_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your cohort starts in ${i?.days} days`)
};

export const member_cohort_starts_on = /** @type {(inputs: Member_Cohort_Starts_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts on ${i?.date} (${i?.zone})`)
};

export const member_cohort_starts_today = /** @type {(inputs: Member_Cohort_Starts_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cohort starts today`)
};

export const member_cohort_starts_tomorrow = /** @type {(inputs: Member_Cohort_Starts_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cohort starts tomorrow`)
};

export const member_cohort_write_to_us = /** @type {(inputs: Member_Cohort_Write_To_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`write to us`)
};

export const member_cohort_you = /** @type {(inputs: Member_Cohort_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you`)
};

export const member_collect_certificates = /** @type {(inputs: Member_Collect_CertificatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collect your certificates`)
};

export const member_continue = /** @type {(inputs: Member_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const member_continue_learning = /** @type {(inputs: Member_Continue_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue learning`)
};

export const member_course_completed = /** @type {(inputs: Member_Course_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const member_course_progress = /** @type {(inputs: Member_Course_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} progress`)
};

export const member_day_future = /** @type {(inputs: Member_Day_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`still to come`)
};

export const member_day_learned = /** @type {(inputs: Member_Day_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`learned`)
};

export const member_day_missed = /** @type {(inputs: Member_Day_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`missed`)
};

export const member_day_rest = /** @type {(inputs: Member_Day_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rest day`)
};

export const member_day_today = /** @type {(inputs: Member_Day_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`today, not yet`)
};

export const member_dismiss = /** @type {(inputs: Member_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const member_due_by = /** @type {(inputs: Member_Due_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.date}`)
};

export const member_error_heading = /** @type {(inputs: Member_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected Application Error!`)
};

export const member_error_home = /** @type {(inputs: Member_Error_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page`)
};

export const member_error_my_courses = /** @type {(inputs: Member_Error_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My courses`)
};

export const member_feed_address = /** @type {(inputs: Member_Feed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar feed address`)
};

export const member_feed_apple = /** @type {(inputs: Member_Feed_AppleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app}: File, New Calendar Subscription; paste the link. On iPhone or iPad, open the link above.`)
};

export const member_feed_copied = /** @type {(inputs: Member_Feed_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The feed link is copied.`)
};

export const member_feed_copy = /** @type {(inputs: Member_Feed_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const member_feed_copy_refused = /** @type {(inputs: Member_Feed_Copy_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copying was refused by the browser: select the link and copy it.`)
};

export const member_feed_create = /** @type {(inputs: Member_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create feed link`)
};

export const member_feed_done = /** @type {(inputs: Member_Feed_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const member_feed_failed = /** @type {(inputs: Member_Feed_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work. Please try again.`)
};

export const member_feed_get_new = /** @type {(inputs: Member_Feed_Get_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a new link`)
};

export const member_feed_google = /** @type {(inputs: Member_Feed_GoogleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} (on a computer): Other calendars, +, From URL; paste the link.`)
};

export const member_feed_how = /** @type {(inputs: Member_Feed_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to subscribe`)
};

export const member_feed_load_failed = /** @type {(inputs: Member_Feed_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your calendar feed.`)
};

export const member_feed_loading = /** @type {(inputs: Member_Feed_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your calendar feed…`)
};

export const member_feed_new_confirm = /** @type {(inputs: Member_Feed_New_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current link stops working at once: every calendar subscribed to it stops updating until you subscribe with the new link.`)
};

export const member_feed_new_title = /** @type {(inputs: Member_Feed_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a new link?`)
};

export const member_feed_none = /** @type {(inputs: Member_Feed_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no feed link.`)
};

export const member_feed_off = /** @type {(inputs: Member_Feed_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

export const member_feed_off_confirm = /** @type {(inputs: Member_Feed_Off_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your link stops working at once and calendars subscribed to it stop updating. You can make a new link later.`)
};

export const member_feed_off_title = /** @type {(inputs: Member_Feed_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off the calendar feed?`)
};

export const member_feed_on = /** @type {(inputs: Member_Feed_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

export const member_feed_on_since = /** @type {(inputs: Member_Feed_On_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.on} since ${i?.date}.`)
};

export const member_feed_open = /** @type {(inputs: Member_Feed_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in your calendar app`)
};

export const member_feed_outlook = /** @type {(inputs: Member_Feed_OutlookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app}: Add calendar, Subscribe from web; paste the link.`)
};

export const member_feed_refetch = /** @type {(inputs: Member_Feed_RefetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar apps fetch the feed again by themselves, some only every few hours.`)
};

export const member_feed_safety = /** @type {(inputs: Member_Feed_SafetyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your safety the link cannot be shown again. If you lost it, get a new one.`)
};

export const member_feed_shown_once = /** @type {(inputs: Member_Feed_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown only now: we keep no copy we could show again. Anyone with this link can see your practices and live sessions, so keep it private.`)
};

export const member_feed_time_zone = /** @type {(inputs: Member_Feed_Time_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practice times are written in your time zone, ${i?.zone}.`)
};

export const member_feed_turn_off = /** @type {(inputs: Member_Feed_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off`)
};

export const member_feed_your_link = /** @type {(inputs: Member_Feed_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your feed link`)
};

export const member_filter_active = /** @type {(inputs: Member_Filter_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

export const member_filter_all = /** @type {(inputs: Member_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const member_filter_completed = /** @type {(inputs: Member_Filter_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const member_find_next_course = /** @type {(inputs: Member_Find_Next_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find your next course`)
};

export const member_first_badge_hint = /** @type {(inputs: Member_First_Badge_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish your first lesson to earn your first badge.`)
};

export const member_free = /** @type {(inputs: Member_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const member_go_to_my_courses = /** @type {(inputs: Member_Go_To_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to my courses`)
};

export const member_greeting = /** @type {(inputs: Member_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name}`)
};

export const member_greeting_anonymous = /** @type {(inputs: Member_Greeting_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hi there`)
};

export const member_last_opened = /** @type {(inputs: Member_Last_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last opened ${i?.date}`)
};

export const member_latest_badges = /** @type {(inputs: Member_Latest_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest badges`)
};

export const member_lessons_count = /** @type {(inputs: Member_Lessons_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lessons`);
	return /** @type {LocalizedString} */ (`${i?.count} lessons`)
	
};

export const member_level_highest = /** @type {(inputs: Member_Level_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have reached the highest level. Lovely work.`)
};

export const member_level_highest_reached = /** @type {(inputs: Member_Level_Highest_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highest level reached`)
};

export const member_level_number = /** @type {(inputs: Member_Level_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.number}`)
};

export const member_level_progress_to = /** @type {(inputs: Member_Level_Progress_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progress to level ${i?.number}, ${i?.name}`)
};

export const member_level_to_next = /** @type {(inputs: Member_Level_To_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} to level ${i?.number}, ${i?.name}`)
};

export const member_loading = /** @type {(inputs: Member_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`loading...`)
};

export const member_loading_page = /** @type {(inputs: Member_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading page`)
};

export const member_login_redirect = /** @type {(inputs: Member_Login_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You need to log in to see this page. Taking you to the login page…`)
};

export const member_mentor_recommended = /** @type {(inputs: Member_Mentor_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommended by your mentor`)
};

export const member_my_courses_heading = /** @type {(inputs: Member_My_Courses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My courses`)
};

export const member_my_courses_pages = /** @type {(inputs: Member_My_Courses_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My courses pages`)
};

export const member_no_completed = /** @type {(inputs: Member_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No completed courses yet. Keep going!`)
};

export const member_none_started = /** @type {(inputs: Member_None_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not started a course yet.`)
};

export const member_not_enrolled = /** @type {(inputs: Member_Not_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not enrolled in a course yet.`)
};

export const member_notice_mark_failed = /** @type {(inputs: Member_Notice_Mark_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That notification could not be marked as read. Please try again.`)
};

export const member_notice_mark_read = /** @type {(inputs: Member_Notice_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as read`)
};

export const member_notice_unread = /** @type {(inputs: Member_Notice_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread`)
};

export const member_notices_all_read = /** @type {(inputs: Member_Notices_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All notifications are marked as read.`)
};

export const member_notices_choose = /** @type {(inputs: Member_Notices_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what we tell you`)
};

export const member_notices_empty = /** @type {(inputs: Member_Notices_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notifications yet. Badges, course updates and gentle reminders will appear here.`)
};

export const member_notices_list = /** @type {(inputs: Member_Notices_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications`)
};

export const member_notices_mark_all = /** @type {(inputs: Member_Notices_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all as read`)
};

export const member_notices_mark_failed = /** @type {(inputs: Member_Notices_Mark_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The notifications could not be marked as read. Please try again.`)
};

export const member_notices_pages = /** @type {(inputs: Member_Notices_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification pages`)
};

export const member_notices_unread = /** @type {(inputs: Member_Notices_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have ${i?.count} unread notification.`);
	return /** @type {LocalizedString} */ (`You have ${i?.count} unread notifications.`)
	
};

export const member_notifications_heading = /** @type {(inputs: Member_Notifications_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const member_pager_next = /** @type {(inputs: Member_Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const member_pager_page = /** @type {(inputs: Member_Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.last}`)
};

export const member_pager_previous = /** @type {(inputs: Member_Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

export const member_points_chart_title = /** @type {(inputs: Member_Points_Chart_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Points per week, last ${i?.count} weeks`)
};

export const member_points_column = /** @type {(inputs: Member_Points_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

export const member_points_count = /** @type {(inputs: Member_Points_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} point`);
	return /** @type {LocalizedString} */ (`${i?.formatted} points`)
	
};

export const member_points_empty = /** @type {(inputs: Member_Points_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No points yet. Finish a lesson to earn your first points.`)
};

export const member_points_heading = /** @type {(inputs: Member_Points_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

export const member_points_history = /** @type {(inputs: Member_Points_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

export const member_points_history_pages = /** @type {(inputs: Member_Points_History_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History pages`)
};

export const member_points_intro = /** @type {(inputs: Member_Points_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You earn points as you learn: for each lesson you finish, each course you complete, quizzes and your learning streak.`)
};

export const member_points_last_weeks = /** @type {(inputs: Member_Points_Last_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last ${i?.count} weeks`)
};

export const member_points_month = /** @type {(inputs: Member_Points_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This month`)
};

export const member_points_per_week = /** @type {(inputs: Member_Points_Per_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points per week`)
};

export const member_points_show_table = /** @type {(inputs: Member_Points_Show_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show as a table`)
};

export const member_points_total = /** @type {(inputs: Member_Points_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points in total`)
};

export const member_points_week = /** @type {(inputs: Member_Points_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

export const member_points_week_of = /** @type {(inputs: Member_Points_Week_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Week of`)
};

export const member_points_your_level = /** @type {(inputs: Member_Points_Your_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your level`)
};

export const member_progress_finished = /** @type {(inputs: Member_Progress_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finished`)
};

export const member_progress_in_progress = /** @type {(inputs: Member_Progress_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

export const member_progress_not_started = /** @type {(inputs: Member_Progress_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started`)
};

export const member_push_blocked = /** @type {(inputs: Member_Push_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications from Wellspring are blocked in this browser. To allow them again, open the site’s settings (the icon beside the address), set Notifications to Allow, then reload this page and turn push reminders on.`)
};

export const member_push_choose = /** @type {(inputs: Member_Push_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what comes as a push`)
};

export const member_push_device = /** @type {(inputs: Member_Push_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.system}`)
};

export const member_push_device_unknown = /** @type {(inputs: Member_Push_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A browser`)
};

export const member_push_note_off = /** @type {(inputs: Member_Push_Note_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push reminders are off for this device.`)
};

export const member_push_note_off_failed = /** @type {(inputs: Member_Push_Note_Off_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push reminders could not be turned off. Please try again.`)
};

export const member_push_note_on = /** @type {(inputs: Member_Push_Note_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push reminders are on for this device.`)
};

export const member_push_note_on_failed = /** @type {(inputs: Member_Push_Note_On_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push reminders could not be turned on. Please try again.`)
};

export const member_push_note_unanswered = /** @type {(inputs: Member_Push_Note_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push reminders stay off: the browser’s question was closed without an answer.`)
};

export const member_push_offer = /** @type {(inputs: Member_Push_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reminders come in the app and by e-mail as your notification settings say. They can also reach this device as a push notification.`)
};

export const member_push_offer_button = /** @type {(inputs: Member_Push_Offer_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reminders to this device`)
};

export const member_push_state_busy = /** @type {(inputs: Member_Push_State_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`working…`)
};

export const member_push_state_checking = /** @type {(inputs: Member_Push_State_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`checking…`)
};

export const member_push_state_denied = /** @type {(inputs: Member_Push_State_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`blocked`)
};

export const member_push_state_off = /** @type {(inputs: Member_Push_State_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`off`)
};

export const member_push_state_on = /** @type {(inputs: Member_Push_State_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on`)
};

export const member_push_state_unsupported = /** @type {(inputs: Member_Push_State_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not available`)
};

export const member_push_status = /** @type {(inputs: Member_Push_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Push reminders on this device: ${i?.state}`)
};

export const member_push_turn_off = /** @type {(inputs: Member_Push_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off on this device`)
};

export const member_push_turn_on = /** @type {(inputs: Member_Push_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on push reminders`)
};

export const member_push_unsupported = /** @type {(inputs: Member_Push_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser cannot show push reminders. On an iPhone or iPad, add Wellspring to your Home Screen first; elsewhere, try another browser. Reminders still come in the app and by e-mail as you chose.`)
};

export const member_remove = /** @type {(inputs: Member_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const member_show_courses = /** @type {(inputs: Member_Show_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show courses`)
};

export const member_stat_bookmarks = /** @type {(inputs: Member_Stat_BookmarksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookmarks`)
};

export const member_stat_certificates = /** @type {(inputs: Member_Stat_CertificatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificates`)
};

export const member_stat_completed = /** @type {(inputs: Member_Stat_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const member_stat_enrolled = /** @type {(inputs: Member_Stat_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses enrolled`)
};

export const member_status_400 = /** @type {(inputs: Member_Status_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bad Request`)
};

export const member_status_403 = /** @type {(inputs: Member_Status_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forbidden`)
};

export const member_status_404 = /** @type {(inputs: Member_Status_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Found`)
};

export const member_status_429 = /** @type {(inputs: Member_Status_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too Many Requests`)
};

export const member_status_500 = /** @type {(inputs: Member_Status_500Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal Server Error`)
};

export const member_status_502 = /** @type {(inputs: Member_Status_502Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bad Gateway`)
};

export const member_status_503 = /** @type {(inputs: Member_Status_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Unavailable`)
};

export const member_status_other = /** @type {(inputs: Member_Status_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const member_streak_heading = /** @type {(inputs: Member_Streak_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learning streak`)
};

export const member_streak_in_a_row = /** @type {(inputs: Member_Streak_In_A_RowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} day in a row`);
	return /** @type {LocalizedString} */ (`${i?.count} days in a row`)
	
};

export const member_streak_longest = /** @type {(inputs: Member_Streak_LongestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`longest ${i?.count} day`);
	return /** @type {LocalizedString} */ (`longest ${i?.count} days`)
	
};

export const member_streak_rest_left = /** @type {(inputs: Member_Streak_Rest_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} rest day left this week`);
	return /** @type {LocalizedString} */ (`${i?.count} rest days left this week`)
	
};

export const member_streak_start = /** @type {(inputs: Member_Streak_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start today`)
};

export const member_streak_week = /** @type {(inputs: Member_Streak_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

export const member_survey_choose = /** @type {(inputs: Member_Survey_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a score from 0 to 10.`)
};

export const member_survey_failed = /** @type {(inputs: Member_Survey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your answer could not be sent. Please try again.`)
};

export const member_survey_intro = /** @type {(inputs: Member_Survey_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You finished your first course. Well done! One question, and we will not ask again.`)
};

export const member_survey_not_now = /** @type {(inputs: Member_Survey_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

export const member_survey_send = /** @type {(inputs: Member_Survey_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

export const member_survey_thanks = /** @type {(inputs: Member_Survey_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your answer.`)
};

export const member_switch_failed = /** @type {(inputs: Member_Switch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choice could not be saved. Please try again.`)
};

export const member_switch_hint = /** @type {(inputs: Member_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When this is off, other members do not see your name or points and you are not ranked.`)
};

export const member_switch_label = /** @type {(inputs: Member_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show me on the leaderboard`)
};

export const member_switch_off = /** @type {(inputs: Member_Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

export const member_switch_off_toast = /** @type {(inputs: Member_Switch_Off_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are no longer shown on the leaderboard.`)
};

export const member_switch_on = /** @type {(inputs: Member_Switch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

export const member_switch_on_toast = /** @type {(inputs: Member_Switch_On_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are on the leaderboard again.`)
};

export const member_title_badges = /** @type {(inputs: Member_Title_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badges`)
};

export const member_title_bookmarks = /** @type {(inputs: Member_Title_BookmarksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookmarks`)
};

export const member_title_certificates = /** @type {(inputs: Member_Title_CertificatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificates`)
};

export const member_title_cohort = /** @type {(inputs: Member_Title_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cohort`)
};

export const member_title_dashboard = /** @type {(inputs: Member_Title_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const member_title_leaderboard = /** @type {(inputs: Member_Title_LeaderboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboard`)
};

export const member_title_my_courses = /** @type {(inputs: Member_Title_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My courses`)
};

export const member_title_notifications = /** @type {(inputs: Member_Title_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const member_title_points = /** @type {(inputs: Member_Title_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

export const member_try_again = /** @type {(inputs: Member_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const member_unread_count = /** @type {(inputs: Member_Unread_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} unread notification`);
	return /** @type {LocalizedString} */ (`${i?.count} unread notifications`)
	
};

export const member_unread_hint = /** @type {(inputs: Member_Unread_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unread`)
};

export const member_verify_region = /** @type {(inputs: Member_Verify_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail address`)
};

export const member_verify_resend = /** @type {(inputs: Member_Verify_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the link again`)
};

export const member_verify_send_failed = /** @type {(inputs: Member_Verify_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The e-mail could not be sent. Please try again.`)
};

export const member_verify_sending = /** @type {(inputs: Member_Verify_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

export const member_verify_text = /** @type {(inputs: Member_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please confirm your e-mail address: we sent a link to ${i?.email}.`)
};

export const member_view_course = /** @type {(inputs: Member_View_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View course`)
};

export const member_waiting_hint = /** @type {(inputs: Member_Waiting_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`waiting`)
};

export const member_your_points = /** @type {(inputs: Member_Your_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your points`)
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

export const notifications_none_unread = /** @type {(inputs: Notifications_None_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications, none unread`)
};

export const notifications_unread = /** @type {(inputs: Notifications_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.count} unread`)
};

export const public_404_heading = /** @type {(inputs: Public_404_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't find that page`)
};

export const public_404_text = /** @type {(inputs: Public_404_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link may be old, or the page may have moved. Try searching the catalogue, or start from one of these:`)
};

export const public_404_title = /** @type {(inputs: Public_404_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const public_500_heading = /** @type {(inputs: Public_500_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected Application Error!`)
};

export const public_500_home = /** @type {(inputs: Public_500_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page`)
};

export const public_500_title = /** @type {(inputs: Public_500_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected error · Wellspring`)
};

export const public_500_try_again = /** @type {(inputs: Public_500_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const public_badge_artwork = /** @type {(inputs: Public_Badge_ArtworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.badge} badge artwork`)
};

export const public_badge_awarded_on = /** @type {(inputs: Public_Badge_Awarded_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awarded on`)
};

export const public_badge_awarded_to = /** @type {(inputs: Public_Badge_Awarded_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awarded to`)
};

export const public_badge_code = /** @type {(inputs: Public_Badge_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badge code`)
};

export const public_badge_description = /** @type {(inputs: Public_Badge_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.holder} earned the ${i?.badge} badge on Wellspring.`)
};

export const public_badge_hint = /** @type {(inputs: Public_Badge_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A signed Open Badges 3.0 file. Any compatible wallet or verifier can check it without us, using`)
};

export const public_badge_hint_key = /** @type {(inputs: Public_Badge_Hint_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our published key`)
};

export const public_badge_how_earned = /** @type {(inputs: Public_Badge_How_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it is earned`)
};

export const public_badge_status_invalid = /** @type {(inputs: Public_Badge_Status_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This badge exists, but its credential could not be checked against the key we publish. Please contact support.`)
};

export const public_badge_status_valid = /** @type {(inputs: Public_Badge_Status_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid: issued by Wellspring. The signature of its Open Badges credential was checked on our server against the key we publish.`)
};

export const public_badge_title = /** @type {(inputs: Public_Badge_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.badge} badge of ${i?.holder}`)
};

export const public_badge_unverified = /** @type {(inputs: Public_Badge_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not be verified`)
};

export const public_badge_valid = /** @type {(inputs: Public_Badge_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid badge`)
};

export const public_blog_browse_courses = /** @type {(inputs: Public_Blog_Browse_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse the courses meanwhile`)
};

export const public_blog_by = /** @type {(inputs: Public_Blog_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By ${i?.author}`)
};

export const public_blog_description = /** @type {(inputs: Public_Blog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles from the Wellspring teachers on sleep, stress, movement, food and personal growth.`)
};

export const public_blog_empty = /** @type {(inputs: Public_Blog_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No posts yet`)
};

export const public_blog_feed_title = /** @type {(inputs: Public_Blog_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wellspring blog`)
};

export const public_blog_heading = /** @type {(inputs: Public_Blog_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Wellspring blog`)
};

export const public_blog_intro = /** @type {(inputs: Public_Blog_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ideas and practices for everyday wellbeing, from our teachers.`)
};

export const public_blog_more_posts = /** @type {(inputs: Public_Blog_More_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More posts`)
};

export const public_blog_newer = /** @type {(inputs: Public_Blog_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer post`)
};

export const public_blog_newest = /** @type {(inputs: Public_Blog_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the newest posts`)
};

export const public_blog_older = /** @type {(inputs: Public_Blog_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older post`)
};

export const public_blog_pages = /** @type {(inputs: Public_Blog_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog pages`)
};

export const public_blog_past_end = /** @type {(inputs: Public_Blog_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is past the last post`)
};

export const public_blog_reading = /** @type {(inputs: Public_Blog_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min read`)
};

export const public_blog_rss = /** @type {(inputs: Public_Blog_RssInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the blog by RSS`)
};

export const public_blog_short = /** @type {(inputs: Public_Blog_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

export const public_blog_title = /** @type {(inputs: Public_Blog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog: ideas for everyday wellbeing`)
};

export const public_bookmark = /** @type {(inputs: Public_BookmarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookmark`)
};

export const public_bookmark_added = /** @type {(inputs: Public_Bookmark_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.course} is in your bookmarks.`)
};

export const public_bookmark_failed = /** @type {(inputs: Public_Bookmark_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The bookmark could not be saved. Please try again.`)
};

export const public_bookmark_removed = /** @type {(inputs: Public_Bookmark_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.course} was removed from your bookmarks.`)
};

export const public_bookmarked = /** @type {(inputs: Public_BookmarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookmarked`)
};

export const public_breadcrumb = /** @type {(inputs: Public_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const public_browse_all_courses = /** @type {(inputs: Public_Browse_All_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse all courses`)
};

export const public_bundle_about = /** @type {(inputs: Public_Bundle_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About this bundle`)
};

export const public_bundle_all_free = /** @type {(inputs: Public_Bundle_All_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every course in it is free: log in and enrol to start.`)
};

export const public_bundle_badge = /** @type {(inputs: Public_Bundle_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundle`)
};

export const public_bundle_courses = /** @type {(inputs: Public_Bundle_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The courses in this bundle`)
};

export const public_bundle_enrolled = /** @type {(inputs: Public_Bundle_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrolled`)
};

export const public_bundle_of = /** @type {(inputs: Public_Bundle_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bundle of ${i?.courses}`)
};

export const public_bundle_one_by_one = /** @type {(inputs: Public_Bundle_One_By_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bought one by one, these courses cost ${i?.total}.`)
};

export const public_bundle_preparing = /** @type {(inputs: Public_Bundle_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The courses of this bundle are being prepared.`)
};

export const public_bundle_save = /** @type {(inputs: Public_Bundle_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save ${i?.amount}`)
};

export const public_bundle_save_against = /** @type {(inputs: Public_Bundle_Save_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`against buying the ${i?.count} courses one by one (${i?.total}).`)
};

export const public_bundle_start = /** @type {(inputs: Public_Bundle_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start with the first course`)
};

export const public_bundle_total = /** @type {(inputs: Public_Bundle_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.duration} of learning in total.`)
};

export const public_bundle_you_save = /** @type {(inputs: Public_Bundle_You_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You save`)
};

export const public_bundles_description = /** @type {(inputs: Public_Bundles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wellspring bundles group courses that belong together, for less than buying them one by one.`)
};

export const public_bundles_empty = /** @type {(inputs: Public_Bundles_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bundles here yet`)
};

export const public_bundles_empty_link = /** @type {(inputs: Public_Bundles_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`browse all courses`)
};

export const public_bundles_empty_text = /** @type {(inputs: Public_Bundles_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New bundles are on their way. Meanwhile,`)
};

export const public_bundles_heading = /** @type {(inputs: Public_Bundles_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course bundles`)
};

export const public_bundles_intro = /** @type {(inputs: Public_Bundles_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses that belong together, for less than buying them one by one.`)
};

export const public_bundles_pages = /** @type {(inputs: Public_Bundles_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundle pages`)
};

export const public_buy_checkout_failed = /** @type {(inputs: Public_Buy_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checkout could not be opened. Please try again.`)
};

export const public_buy_code = /** @type {(inputs: Public_Buy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount code`)
};

export const public_buy_for = /** @type {(inputs: Public_Buy_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buy for ${i?.price}`)
};

export const public_buy_have_code = /** @type {(inputs: Public_Buy_Have_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Have a discount code?`)
};

export const public_buy_note = /** @type {(inputs: Public_Buy_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A membership opens every course and bundle.`)
};

export const public_buy_or_subscribe = /** @type {(inputs: Public_Buy_Or_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or subscribe`)
};

export const public_cert_code = /** @type {(inputs: Public_Cert_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificate code`)
};

export const public_cert_course = /** @type {(inputs: Public_Cert_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course`)
};

export const public_cert_description = /** @type {(inputs: Public_Cert_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.holder} completed ${i?.course} on Wellspring.`)
};

export const public_cert_heading = /** @type {(inputs: Public_Cert_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificate of completion`)
};

export const public_cert_hint = /** @type {(inputs: Public_Cert_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A signed Open Badges 3.0 file that any compatible wallet or verifier can check without us.`)
};

export const public_cert_issued_on = /** @type {(inputs: Public_Cert_Issued_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued on`)
};

export const public_cert_status = /** @type {(inputs: Public_Cert_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid: issued by Wellspring for completing every lesson of the course.`)
};

export const public_cert_title = /** @type {(inputs: Public_Cert_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Certificate ${i?.code}`)
};

export const public_cert_valid = /** @type {(inputs: Public_Cert_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid certificate`)
};

export const public_cohorts_buy_place = /** @type {(inputs: Public_Cohorts_Buy_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy a place`)
};

export const public_cohorts_buy_place_in = /** @type {(inputs: Public_Cohorts_Buy_Place_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in ${i?.cohort}`)
};

export const public_cohorts_full = /** @type {(inputs: Public_Cohorts_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

export const public_cohorts_heading = /** @type {(inputs: Public_Cohorts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start together`)
};

export const public_cohorts_intro = /** @type {(inputs: Public_Cohorts_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join a cohort and go through the course with others: your lessons open from its start date.`)
};

export const public_cohorts_join = /** @type {(inputs: Public_Cohorts_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join`)
};

export const public_cohorts_join_failed = /** @type {(inputs: Public_Cohorts_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You could not join the cohort. Please try again.`)
};

export const public_cohorts_joined = /** @type {(inputs: Public_Cohorts_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You joined ${i?.cohort}. Your first lesson opens on its start date.`)
};

export const public_cohorts_move_to = /** @type {(inputs: Public_Cohorts_Move_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move to`)
};

export const public_cohorts_place_costs = /** @type {(inputs: Public_Cohorts_Place_CostsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A place costs ${i?.price}`)
};

export const public_cohorts_seats_left = /** @type {(inputs: Public_Cohorts_Seats_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} seat left of ${i?.capacity}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} seats left of ${i?.capacity}`);
	return /** @type {LocalizedString} */ ("public_cohorts_seats_left");
};

export const public_cohorts_see_members = /** @type {(inputs: Public_Cohorts_See_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See who is in it`)
};

export const public_cohorts_starts_on = /** @type {(inputs: Public_Cohorts_Starts_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts on`)
};

export const public_cohorts_you_are_in = /** @type {(inputs: Public_Cohorts_You_Are_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are in this cohort.`)
};

export const public_consent_accept = /** @type {(inputs: Public_Consent_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

export const public_consent_analytics = /** @type {(inputs: Public_Consent_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

export const public_consent_analytics_hint = /** @type {(inputs: Public_Consent_Analytics_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which pages and courses are used, to improve them.`)
};

export const public_consent_choose = /** @type {(inputs: Public_Consent_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose`)
};

export const public_consent_marketing = /** @type {(inputs: Public_Consent_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing`)
};

export const public_consent_marketing_hint = /** @type {(inputs: Public_Consent_Marketing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measuring our adverts on other sites.`)
};

export const public_consent_reject = /** @type {(inputs: Public_Consent_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject`)
};

export const public_consent_save = /** @type {(inputs: Public_Consent_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save my choice`)
};

export const public_consent_text = /** @type {(inputs: Public_Consent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We would like to measure how Wellspring is used, with Google Tag Manager, to make it better. Nothing is sent until you agree, and you can change your mind any time under “Cookie settings” at the bottom of every page.`)
};

export const public_consent_title = /** @type {(inputs: Public_Consent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies and analytics`)
};

export const public_contact_browse_courses = /** @type {(inputs: Public_Contact_Browse_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse courses`)
};

export const public_contact_description = /** @type {(inputs: Public_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about a course, your account or billing? Send the Wellspring team a message or call us 24/7.`)
};

export const public_contact_email = /** @type {(inputs: Public_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail address`)
};

export const public_contact_failed = /** @type {(inputs: Public_Contact_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your message could not be sent. Check your connection and try again.`)
};

export const public_contact_help_link = /** @type {(inputs: Public_Contact_Help_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`help centre`)
};

export const public_contact_lead = /** @type {(inputs: Public_Contact_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about a course, your account or billing? Send us a message and we will reply within one working day.`)
};

export const public_contact_many_answers = /** @type {(inputs: Public_Contact_Many_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Many answers are already in the`)
};

export const public_contact_message = /** @type {(inputs: Public_Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const public_contact_name = /** @type {(inputs: Public_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

export const public_contact_other_ways = /** @type {(inputs: Public_Contact_Other_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other ways to reach us`)
};

export const public_contact_phone = /** @type {(inputs: Public_Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone (optional)`)
};

export const public_contact_recaptcha = /** @type {(inputs: Public_Contact_RecaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form is protected by reCAPTCHA; Google's`)
};

export const public_contact_recaptcha_and = /** @type {(inputs: Public_Contact_Recaptcha_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and`)
};

export const public_contact_recaptcha_apply = /** @type {(inputs: Public_Contact_Recaptcha_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` apply.`)
};

export const public_contact_recaptcha_privacy = /** @type {(inputs: Public_Contact_Recaptcha_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy policy`)
};

export const public_contact_recaptcha_terms = /** @type {(inputs: Public_Contact_Recaptcha_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`terms`)
};

export const public_contact_send = /** @type {(inputs: Public_Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send message`)
};

export const public_contact_sending = /** @type {(inputs: Public_Contact_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

export const public_contact_subject = /** @type {(inputs: Public_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

export const public_contact_thanks = /** @type {(inputs: Public_Contact_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you, your message is on its way`)
};

export const public_contact_title = /** @type {(inputs: Public_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const public_contact_unreadable = /** @type {(inputs: Public_Contact_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form could not be read. Please try again.`)
};

export const public_contact_us_link = /** @type {(inputs: Public_Contact_Us_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contact us`)
};

export const public_contact_visit_help = /** @type {(inputs: Public_Contact_Visit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit the help centre`)
};

export const public_continue_learning = /** @type {(inputs: Public_Continue_LearningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continue learning (${i?.progress}%)`)
};

export const public_count_articles = /** @type {(inputs: Public_Count_ArticlesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} articles`);
	return /** @type {LocalizedString} */ ("public_count_articles");
};

export const public_count_courses = /** @type {(inputs: Public_Count_CoursesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} course`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} courses`);
	return /** @type {LocalizedString} */ ("public_count_courses");
};

export const public_count_days = /** @type {(inputs: Public_Count_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} days`);
	return /** @type {LocalizedString} */ ("public_count_days");
};

export const public_count_lessons = /** @type {(inputs: Public_Count_LessonsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} lesson`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} lessons`);
	return /** @type {LocalizedString} */ ("public_count_lessons");
};

export const public_count_seats = /** @type {(inputs: Public_Count_SeatsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} seat`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} seats`);
	return /** @type {LocalizedString} */ ("public_count_seats");
};

export const public_course_about = /** @type {(inputs: Public_Course_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About this course`)
};

export const public_course_close_preview = /** @type {(inputs: Public_Course_Close_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close the preview`)
};

export const public_course_courses_in = /** @type {(inputs: Public_Course_Courses_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Courses in ${i?.bundle}`)
};

export const public_course_curriculum = /** @type {(inputs: Public_Course_CurriculumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curriculum`)
};

export const public_course_enrol_label = /** @type {(inputs: Public_Course_Enrol_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrol`)
};

export const public_course_free_preview = /** @type {(inputs: Public_Course_Free_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free preview`)
};

export const public_course_free_preview_of = /** @type {(inputs: Public_Course_Free_Preview_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free preview: ${i?.lesson}`)
};

export const public_course_in_total = /** @type {(inputs: Public_Course_In_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in total`)
};

export const public_course_included_in = /** @type {(inputs: Public_Course_Included_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included in`)
};

export const public_course_learn = /** @type {(inputs: Public_Course_LearnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you will learn`)
};

export const public_course_lessons_by_kind = /** @type {(inputs: Public_Course_Lessons_By_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lessons by kind`)
};

export const public_course_position = /** @type {(inputs: Public_Course_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Course ${i?.position} of ${i?.count} in`)
};

export const public_course_preparing = /** @type {(inputs: Public_Course_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The lessons of this course are being prepared.`)
};

export const public_course_related = /** @type {(inputs: Public_Course_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related courses`)
};

export const public_course_save_bundle = /** @type {(inputs: Public_Course_Save_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save with a bundle`)
};

export const public_course_section = /** @type {(inputs: Public_Course_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.number}:`)
};

export const public_course_with = /** @type {(inputs: Public_Course_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With`)
};

export const public_courses_count_capped = /** @type {(inputs: Public_Courses_Count_CappedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown}+ courses`)
};

export const public_courses_description_all = /** @type {(inputs: Public_Courses_Description_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Browse ${i?.count} on Wellspring: practical courses for sleep, stress, movement and personal growth.`)
};

export const public_courses_description_category = /** @type {(inputs: Public_Courses_Description_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Browse ${i?.count} in ${i?.category} on Wellspring: practical courses for sleep, stress, movement and personal growth.`)
};

export const public_courses_description_term = /** @type {(inputs: Public_Courses_Description_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} on Wellspring match “${i?.term}”. Find practical courses for wellbeing and personal growth.`)
};

export const public_courses_filters_label = /** @type {(inputs: Public_Courses_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search and filters`)
};

export const public_courses_first_page = /** @type {(inputs: Public_Courses_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the first page of results`)
};

export const public_courses_heading_all = /** @type {(inputs: Public_Courses_Heading_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All courses`)
};

export const public_courses_heading_category = /** @type {(inputs: Public_Courses_Heading_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} courses`)
};

export const public_courses_heading_term = /** @type {(inputs: Public_Courses_Heading_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Courses for “${i?.term}”`)
};

export const public_courses_no_match = /** @type {(inputs: Public_Courses_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No courses matched “${i?.term}”.`)
};

export const public_courses_none = /** @type {(inputs: Public_Courses_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No courses found`)
};

export const public_courses_none_for = /** @type {(inputs: Public_Courses_None_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No courses found for “${i?.term}”`)
};

export const public_courses_nothing = /** @type {(inputs: Public_Courses_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing matched, yet`)
};

export const public_courses_pages = /** @type {(inputs: Public_Courses_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course pages`)
};

export const public_courses_past_end = /** @type {(inputs: Public_Courses_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is past the end of the list`)
};

export const public_courses_popular = /** @type {(inputs: Public_Courses_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular with our members`)
};

export const public_courses_results_label = /** @type {(inputs: Public_Courses_Results_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results`)
};

export const public_courses_showing = /** @type {(inputs: Public_Courses_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.from}–${i?.to} of ${i?.count}`)
};

export const public_courses_showing_for = /** @type {(inputs: Public_Courses_Showing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing courses for “${i?.term}”.`)
};

export const public_courses_tip_every_course = /** @type {(inputs: Public_Courses_Tip_Every_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to see every course.`)
};

export const public_courses_tip_every_course_for = /** @type {(inputs: Public_Courses_Tip_Every_Course_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to see every course for “${i?.term}”.`)
};

export const public_courses_tip_instead = /** @type {(inputs: Public_Courses_Tip_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`instead of searching.`)
};

export const public_courses_tip_remove_filters = /** @type {(inputs: Public_Courses_Tip_Remove_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the filters`)
};

export const public_courses_tip_spelling = /** @type {(inputs: Public_Courses_Tip_SpellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the spelling, or try a shorter or more general word, like “sleep”, “stress” or “yoga”.`)
};

export const public_courses_tip_topic = /** @type {(inputs: Public_Courses_Tip_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore a topic:`)
};

export const public_courses_title_all = /** @type {(inputs: Public_Courses_Title_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse courses`)
};

export const public_courses_title_term = /** @type {(inputs: Public_Courses_Title_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.term}” courses`)
};

export const public_crumb_about = /** @type {(inputs: Public_Crumb_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const public_crumb_bundles = /** @type {(inputs: Public_Crumb_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundles`)
};

export const public_crumb_courses = /** @type {(inputs: Public_Crumb_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses`)
};

export const public_crumb_home = /** @type {(inputs: Public_Crumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const public_did_you_mean = /** @type {(inputs: Public_Did_You_MeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did you mean`)
};

export const public_did_you_mean_end = /** @type {(inputs: Public_Did_You_Mean_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`?`)
};

export const public_duration_hours = /** @type {(inputs: Public_Duration_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const public_duration_hours_minutes = /** @type {(inputs: Public_Duration_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ${i?.minutes} min`)
};

export const public_duration_long = /** @type {(inputs: Public_Duration_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over 3 hours`)
};

export const public_duration_medium = /** @type {(inputs: Public_Duration_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 to 3 hours`)
};

export const public_duration_minutes = /** @type {(inputs: Public_Duration_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

export const public_duration_prefix = /** @type {(inputs: Public_Duration_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration:`)
};

export const public_duration_short = /** @type {(inputs: Public_Duration_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Under 1 hour`)
};

export const public_enrol_all = /** @type {(inputs: Public_Enrol_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enrol in all ${i?.count} courses`)
};

export const public_enrol_all_free = /** @type {(inputs: Public_Enrol_All_FreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enrol in all ${i?.count} courses for free`)
};

export const public_enrol_all_membership = /** @type {(inputs: Public_Enrol_All_MembershipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enrol in all ${i?.count} courses – included in your membership`)
};

export const public_enrol_bundle_note = /** @type {(inputs: Public_Enrol_Bundle_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enrolling here enrols you in every course of ${i?.bundle}, this one included.`)
};

export const public_enrol_failed = /** @type {(inputs: Public_Enrol_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrolment failed. Please try again.`)
};

export const public_enrol_free = /** @type {(inputs: Public_Enrol_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrol for free`)
};

export const public_enrol_membership = /** @type {(inputs: Public_Enrol_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrol – included in your membership`)
};

export const public_enrol_now = /** @type {(inputs: Public_Enrol_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrol now`)
};

export const public_enrolled = /** @type {(inputs: Public_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrolled`)
};

export const public_enrolled_in = /** @type {(inputs: Public_Enrolled_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are enrolled in ${i?.course}.`)
};

export const public_enrolled_in_bundle = /** @type {(inputs: Public_Enrolled_In_BundleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are enrolled in every course of ${i?.bundle}.`)
};

export const public_enrolling = /** @type {(inputs: Public_EnrollingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrolling…`)
};

export const public_filter_all_categories = /** @type {(inputs: Public_Filter_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All categories`)
};

export const public_filter_any_length = /** @type {(inputs: Public_Filter_Any_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any length`)
};

export const public_filter_any_level = /** @type {(inputs: Public_Filter_Any_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any level`)
};

export const public_filter_category = /** @type {(inputs: Public_Filter_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category`)
};

export const public_filter_clear = /** @type {(inputs: Public_Filter_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

export const public_filter_duration = /** @type {(inputs: Public_Filter_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration`)
};

export const public_filter_form = /** @type {(inputs: Public_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter courses`)
};

export const public_filter_free_and_paid = /** @type {(inputs: Public_Filter_Free_And_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free and paid`)
};

export const public_filter_level = /** @type {(inputs: Public_Filter_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level`)
};

export const public_filter_price = /** @type {(inputs: Public_Filter_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const public_filter_search = /** @type {(inputs: Public_Filter_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const public_filter_search_placeholder = /** @type {(inputs: Public_Filter_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title, topic or idea`)
};

export const public_filter_sort = /** @type {(inputs: Public_Filter_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

export const public_filter_submit = /** @type {(inputs: Public_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show courses`)
};

export const public_help_article_pages = /** @type {(inputs: Public_Help_Article_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article pages`)
};

export const public_help_back = /** @type {(inputs: Public_Help_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the help centre`)
};

export const public_help_cant_find = /** @type {(inputs: Public_Help_Cant_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can't find what you need?`)
};

export const public_help_category_description = /** @type {(inputs: Public_Help_Category_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Help articles about ${i?.category} on Wellspring.`)
};

export const public_help_category_empty = /** @type {(inputs: Public_Help_Category_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No articles here yet`)
};

export const public_help_centre = /** @type {(inputs: Public_Help_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help centre`)
};

export const public_help_contact_support = /** @type {(inputs: Public_Help_Contact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact our support team`)
};

export const public_help_description = /** @type {(inputs: Public_Help_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers about your Wellspring account, courses, certificates, billing and the app, and how to reach our support team 24/7.`)
};

export const public_help_empty = /** @type {(inputs: Public_Help_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No help articles yet`)
};

export const public_help_empty_text = /** @type {(inputs: Public_Help_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team is happy to help:`)
};

export const public_help_for = /** @type {(inputs: Public_Help_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Help for “${i?.term}”`)
};

export const public_help_found = /** @type {(inputs: Public_Help_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.articles} found`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.articles} found`);
	return /** @type {LocalizedString} */ ("public_help_found");
};

export const public_help_heading = /** @type {(inputs: Public_Help_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How can we help?`)
};

export const public_help_in = /** @type {(inputs: Public_Help_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.category}`)
};

export const public_help_more_in = /** @type {(inputs: Public_Help_More_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More in ${i?.category}`)
};

export const public_help_no_answers = /** @type {(inputs: Public_Help_No_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No answers matched “${i?.term}”`)
};

export const public_help_no_match = /** @type {(inputs: Public_Help_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No articles matched “${i?.term}”.`)
};

export const public_help_none_found = /** @type {(inputs: Public_Help_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No articles found`)
};

export const public_help_or_call = /** @type {(inputs: Public_Help_Or_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or call us 24/7 on`)
};

export const public_help_result_pages = /** @type {(inputs: Public_Help_Result_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result pages`)
};

export const public_help_search_crumb = /** @type {(inputs: Public_Help_Search_CrumbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search: ${i?.term}`)
};

export const public_help_search_description = /** @type {(inputs: Public_Help_Search_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Help centre articles matching “${i?.term}”: answers about your Wellspring account, courses, certificates and billing.`)
};

export const public_help_search_label = /** @type {(inputs: Public_Help_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the help centre`)
};

export const public_help_search_placeholder = /** @type {(inputs: Public_Help_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. reset password`)
};

export const public_help_send_message = /** @type {(inputs: Public_Help_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send us a message`)
};

export const public_help_showing_for = /** @type {(inputs: Public_Help_Showing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing answers for “${i?.term}”.`)
};

export const public_help_still = /** @type {(inputs: Public_Help_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still need help?`)
};

export const public_help_support_answers = /** @type {(inputs: Public_Help_Support_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our support team answers within one working day.`)
};

export const public_help_tip_ask = /** @type {(inputs: Public_Help_Tip_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask our support team`)
};

export const public_help_tip_reply = /** @type {(inputs: Public_Help_Tip_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; we reply within one working day.`)
};

export const public_help_tip_topic = /** @type {(inputs: Public_Help_Tip_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse a topic:`)
};

export const public_help_tip_words = /** @type {(inputs: Public_Help_Tip_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try fewer or different words, for example “password” or “certificate”.`)
};

export const public_help_title_suffix = /** @type {(inputs: Public_Help_Title_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} · Help`)
};

export const public_help_updated = /** @type {(inputs: Public_Help_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updated`)
};

export const public_home_app_store_small = /** @type {(inputs: Public_Home_App_Store_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download on the`)
};

export const public_home_apps = /** @type {(inputs: Public_Home_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take Wellspring with you`)
};

export const public_home_apps_intro = /** @type {(inputs: Public_Home_Apps_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practise on the go with our apps for iPhone and Android.`)
};

export const public_home_blog = /** @type {(inputs: Public_Home_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the blog`)
};

export const public_home_blog_link = /** @type {(inputs: Public_Home_Blog_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit the blog`)
};

export const public_home_bundles = /** @type {(inputs: Public_Home_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundles: learn more, pay less`)
};

export const public_home_bundles_link = /** @type {(inputs: Public_Home_Bundles_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See every bundle`)
};

export const public_home_description = /** @type {(inputs: Public_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wellspring is a complete ecosystem for personal development and wellness: short, practical courses on sleep, stress, movement, nutrition and mindset, with a caring community.`)
};

export const public_home_featured = /** @type {(inputs: Public_Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured courses`)
};

export const public_home_featured_intro = /** @type {(inputs: Public_Home_Featured_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loved by our members and a good place to begin.`)
};

export const public_home_find_course = /** @type {(inputs: Public_Home_Find_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a course`)
};

export const public_home_google_play_small = /** @type {(inputs: Public_Home_Google_Play_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GET IT ON`)
};

export const public_home_heading = /** @type {(inputs: Public_Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Small daily steps toward a calmer, stronger you`)
};

export const public_home_kicker = /** @type {(inputs: Public_Home_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal development & wellness`)
};

export const public_home_lead = /** @type {(inputs: Public_Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical courses from caring teachers: sleep better, ease stress, move more and grow at your own pace.`)
};

export const public_home_newest = /** @type {(inputs: Public_Home_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New this season`)
};

export const public_home_newest_link = /** @type {(inputs: Public_Home_Newest_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the newest courses`)
};

export const public_home_search_label = /** @type {(inputs: Public_Home_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like to learn?`)
};

export const public_home_search_placeholder = /** @type {(inputs: Public_Home_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try “sleep” or “mindful breathing”`)
};

export const public_home_see_bundles = /** @type {(inputs: Public_Home_See_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See course bundles`)
};

export const public_home_testimonials_link = /** @type {(inputs: Public_Home_Testimonials_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read more member stories`)
};

export const public_home_title = /** @type {(inputs: Public_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses for personal development and wellness`)
};

export const public_home_topics = /** @type {(inputs: Public_Home_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore by topic`)
};

export const public_kind_checklist = /** @type {(inputs: Public_Kind_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checklist`)
};

export const public_kind_detail = /** @type {(inputs: Public_Kind_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading`)
};

export const public_kind_noun_checklist = /** @type {(inputs: Public_Kind_Noun_ChecklistInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`checklist`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`checklists`);
	return /** @type {LocalizedString} */ ("public_kind_noun_checklist");
};

export const public_kind_noun_detail = /** @type {(inputs: Public_Kind_Noun_DetailInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`reading`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`readings`);
	return /** @type {LocalizedString} */ ("public_kind_noun_detail");
};

export const public_kind_noun_quiz = /** @type {(inputs: Public_Kind_Noun_QuizInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`quiz`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`quizzes`);
	return /** @type {LocalizedString} */ ("public_kind_noun_quiz");
};

export const public_kind_noun_survey = /** @type {(inputs: Public_Kind_Noun_SurveyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`survey`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`surveys`);
	return /** @type {LocalizedString} */ ("public_kind_noun_survey");
};

export const public_kind_noun_task = /** @type {(inputs: Public_Kind_Noun_TaskInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`task`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`tasks`);
	return /** @type {LocalizedString} */ ("public_kind_noun_task");
};

export const public_kind_quiz = /** @type {(inputs: Public_Kind_QuizInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiz`)
};

export const public_kind_survey = /** @type {(inputs: Public_Kind_SurveyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Survey`)
};

export const public_kind_task = /** @type {(inputs: Public_Kind_TaskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Task`)
};

export const public_level_advanced = /** @type {(inputs: Public_Level_AdvancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced`)
};

export const public_level_beginner = /** @type {(inputs: Public_Level_BeginnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginner`)
};

export const public_level_intermediate = /** @type {(inputs: Public_Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intermediate`)
};

export const public_members_say = /** @type {(inputs: Public_Members_SayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What our members say`)
};

export const public_modal_close = /** @type {(inputs: Public_Modal_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const public_opens_after_cohort = /** @type {(inputs: Public_Opens_After_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`after your cohort starts`)
};

export const public_opens_after_enrol = /** @type {(inputs: Public_Opens_After_EnrolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`after you enrol`)
};

export const public_opens_days = /** @type {(inputs: Public_Opens_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opens ${i?.days} after you enrol`)
};

export const public_opens_days_not_before = /** @type {(inputs: Public_Opens_Days_Not_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opens ${i?.days} after you enrol, not before ${i?.date}`)
};

export const public_opens_on = /** @type {(inputs: Public_Opens_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opens on ${i?.date}`)
};

export const public_or = /** @type {(inputs: Public_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const public_page_last_updated = /** @type {(inputs: Public_Page_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last updated`)
};

export const public_pages_description = /** @type {(inputs: Public_Pages_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything about Wellspring in one place: who we are, careers, products and pricing, case studies, and our privacy, cookie and terms policies.`)
};

export const public_pages_empty = /** @type {(inputs: Public_Pages_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pages yet`)
};

export const public_pages_empty_end = /** @type {(inputs: Public_Pages_Empty_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`with any question.`)
};

export const public_pages_empty_please = /** @type {(inputs: Public_Pages_Empty_PleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please`)
};

export const public_pages_heading = /** @type {(inputs: Public_Pages_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Wellspring`)
};

export const public_pages_intro = /** @type {(inputs: Public_Pages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are, how we work, and the policies that protect you.`)
};

export const public_pages_list_name = /** @type {(inputs: Public_Pages_List_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const public_pages_title = /** @type {(inputs: Public_Pages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Wellspring: company, policies and more`)
};

export const public_pagination = /** @type {(inputs: Public_PaginationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagination`)
};

export const public_pagination_next = /** @type {(inputs: Public_Pagination_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const public_pagination_page = /** @type {(inputs: Public_Pagination_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page`)
};

export const public_pagination_page_word = /** @type {(inputs: Public_Pagination_Page_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`page`)
};

export const public_pagination_previous = /** @type {(inputs: Public_Pagination_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

export const public_price_free = /** @type {(inputs: Public_Price_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const public_price_paid = /** @type {(inputs: Public_Price_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const public_price_prefix = /** @type {(inputs: Public_Price_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price:`)
};

export const public_rated = /** @type {(inputs: Public_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of 5`)
};

export const public_search_button = /** @type {(inputs: Public_Search_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const public_sort_newest = /** @type {(inputs: Public_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest`)
};

export const public_sort_price_high = /** @type {(inputs: Public_Sort_Price_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: high to low`)
};

export const public_sort_price_low = /** @type {(inputs: Public_Sort_Price_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: low to high`)
};

export const public_sort_relevance = /** @type {(inputs: Public_Sort_RelevanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best match`)
};

export const public_sort_title = /** @type {(inputs: Public_Sort_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title A to Z`)
};

export const public_start_learning = /** @type {(inputs: Public_Start_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start learning`)
};

export const public_testimonials_cta = /** @type {(inputs: Public_Testimonials_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find your course`)
};

export const public_testimonials_description = /** @type {(inputs: Public_Testimonials_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wellspring members share how our courses on sleep, stress, movement and growth changed their everyday lives.`)
};

export const public_testimonials_empty = /** @type {(inputs: Public_Testimonials_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No stories yet`)
};

export const public_testimonials_empty_end = /** @type {(inputs: Public_Testimonials_Empty_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and tell us how it went.`)
};

export const public_testimonials_empty_first = /** @type {(inputs: Public_Testimonials_Empty_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Be the first:`)
};

export const public_testimonials_empty_link = /** @type {(inputs: Public_Testimonials_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`find a course`)
};

export const public_testimonials_intro = /** @type {(inputs: Public_Testimonials_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real words from people learning with Wellspring.`)
};

export const public_testimonials_pages = /** @type {(inputs: Public_Testimonials_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testimonial pages`)
};

export const public_testimonials_title = /** @type {(inputs: Public_Testimonials_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member stories and testimonials`)
};

export const public_title_page = /** @type {(inputs: Public_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (page ${i?.page})`)
};

export const public_unsub_ask_heading = /** @type {(inputs: Public_Unsub_Ask_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe from news by e-mail?`)
};

export const public_unsub_ask_text = /** @type {(inputs: Public_Unsub_Ask_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will send you no more newsletters. Messages about your account, your courses and your payments still come, as they must.`)
};

export const public_unsub_back = /** @type {(inputs: Public_Unsub_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Wellspring`)
};

export const public_unsub_bad_heading = /** @type {(inputs: Public_Unsub_Bad_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link does not work`)
};

export const public_unsub_bad_text = /** @type {(inputs: Public_Unsub_Bad_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This unsubscribe link is not valid: it may have been changed or cut short. Sign in and untick news by e-mail in your notification settings, or write to us from the contact page.`)
};

export const public_unsub_busy_heading = /** @type {(inputs: Public_Unsub_Busy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many tries`)
};

export const public_unsub_busy_later = /** @type {(inputs: Public_Unsub_Busy_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again later.`)
};

export const public_unsub_busy_minutes = /** @type {(inputs: Public_Unsub_Busy_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please try again in ${i?.minutes} minutes.`)
};

export const public_unsub_button = /** @type {(inputs: Public_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

export const public_unsub_changed_mind = /** @type {(inputs: Public_Unsub_Changed_MindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed your mind? Close this page: nothing changes until you press the button.`)
};

export const public_unsub_description = /** @type {(inputs: Public_Unsub_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop news by e-mail from Wellspring.`)
};

export const public_unsub_done_heading = /** @type {(inputs: Public_Unsub_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed`)
};

export const public_unsub_done_text = /** @type {(inputs: Public_Unsub_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will send you no more news by e-mail. If you want it again, tick “News by e-mail” in your`)
};

export const public_unsub_settings = /** @type {(inputs: Public_Unsub_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification settings`)
};

export const public_unsub_settings_link = /** @type {(inputs: Public_Unsub_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`notification settings`)
};

export const public_unsub_title = /** @type {(inputs: Public_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe from news`)
};

export const public_verify_awarded_to = /** @type {(inputs: Public_Verify_Awarded_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awarded to`)
};

export const public_verify_download = /** @type {(inputs: Public_Verify_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Open Badges credential`)
};

export const public_verify_status = /** @type {(inputs: Public_Verify_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const seo_default_description = /** @type {(inputs: Seo_Default_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses, practices and a caring community for your mind, body and everyday growth.`)
};

export const settings_addresses_intro = /** @type {(inputs: Settings_Addresses_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address on your invoices. We never share it.`)
};

export const settings_addresses_title = /** @type {(inputs: Settings_Addresses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing address`)
};

export const settings_back_link = /** @type {(inputs: Settings_Back_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const settings_back_to_settings = /** @type {(inputs: Settings_Back_To_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to settings`)
};

export const settings_cancel_intro = /** @type {(inputs: Settings_Cancel_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are sorry to see you go.`)
};

export const settings_cancel_title = /** @type {(inputs: Settings_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel account`)
};

export const settings_password_again = /** @type {(inputs: Settings_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the new password again`)
};

export const settings_password_current = /** @type {(inputs: Settings_Password_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

export const settings_password_forgot = /** @type {(inputs: Settings_Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your current password?`)
};

export const settings_password_intro = /** @type {(inputs: Settings_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password. You stay logged in here; other devices are signed out.`)
};

export const settings_password_min_hint = /** @type {(inputs: Settings_Password_Min_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.min} characters.`)
};

export const settings_password_new = /** @type {(inputs: Settings_Password_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const settings_password_title = /** @type {(inputs: Settings_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

export const settings_profile_avatar_size_error = /** @type {(inputs: Settings_Profile_Avatar_Size_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The image can be at most ${i?.mb} MB.`)
};

export const settings_profile_avatar_type_error = /** @type {(inputs: Settings_Profile_Avatar_Type_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a PNG, JPEG or WebP image.`)
};

export const settings_profile_confirmed = /** @type {(inputs: Settings_Profile_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

export const settings_profile_email = /** @type {(inputs: Settings_Profile_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail address`)
};

export const settings_profile_gender = /** @type {(inputs: Settings_Profile_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gender`)
};

export const settings_profile_gender_female = /** @type {(inputs: Settings_Profile_Gender_FemaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Female`)
};

export const settings_profile_gender_male = /** @type {(inputs: Settings_Profile_Gender_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Male`)
};

export const settings_profile_gender_none = /** @type {(inputs: Settings_Profile_Gender_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefer not to say`)
};

export const settings_profile_intro = /** @type {(inputs: Settings_Profile_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, photo and gender, as other members and mentors see them.`)
};

export const settings_profile_language = /** @type {(inputs: Settings_Profile_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const settings_profile_language_hint = /** @type {(inputs: Settings_Profile_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language of the e-mails, notifications and documents we send you.`)
};

export const settings_profile_name = /** @type {(inputs: Settings_Profile_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const settings_profile_not_confirmed = /** @type {(inputs: Settings_Profile_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed yet`)
};

export const settings_profile_photo_alt = /** @type {(inputs: Settings_Profile_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile photo`)
};

export const settings_profile_photo_hint = /** @type {(inputs: Settings_Profile_Photo_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG, JPEG or WebP, up to ${i?.mb} MB. We crop it to a square.`)
};

export const settings_profile_photo_label = /** @type {(inputs: Settings_Profile_Photo_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile photo`)
};

export const settings_profile_remove_photo = /** @type {(inputs: Settings_Profile_Remove_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove photo`)
};

export const settings_profile_save = /** @type {(inputs: Settings_Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save profile`)
};

export const settings_profile_saved = /** @type {(inputs: Settings_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile has been saved.`)
};

export const settings_profile_title = /** @type {(inputs: Settings_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage profile`)
};

export const settings_saving = /** @type {(inputs: Settings_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
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