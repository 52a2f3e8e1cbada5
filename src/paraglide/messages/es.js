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
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
};

export const auth_check_inbox = /** @type {(inputs: Auth_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu bandeja de entrada`)
};

export const auth_email_label = /** @type {(inputs: Auth_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const auth_forgot_intro = /** @type {(inputs: Auth_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indícanos el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.`)
};

export const auth_forgot_remembered = /** @type {(inputs: Auth_Forgot_RememberedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ya la recuerdas?`)
};

export const auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar enlace de restablecimiento`)
};

export const auth_forgot_title = /** @type {(inputs: Auth_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Olvidaste tu contraseña?`)
};

export const auth_layout_privacy = /** @type {(inputs: Auth_Layout_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacidad`)
};

export const auth_layout_terms = /** @type {(inputs: Auth_Layout_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos`)
};

export const auth_log_in_link = /** @type {(inputs: Auth_Log_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión`)
};

export const auth_login_busy = /** @type {(inputs: Auth_Login_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando sesión…`)
};

export const auth_login_code_busy = /** @type {(inputs: Auth_Login_Code_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando…`)
};

export const auth_login_code_heading = /** @type {(inputs: Auth_Login_Code_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu código de inicio de sesión`)
};

export const auth_login_code_help = /** @type {(inputs: Auth_Login_Code_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre tu app de autenticación y escribe el código de seis dígitos de Wellspring. ¿Perdiste el móvil? Escribe en su lugar uno de tus códigos de recuperación.`)
};

export const auth_login_code_label = /** @type {(inputs: Auth_Login_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

export const auth_login_code_restart = /** @type {(inputs: Auth_Login_Code_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a empezar con tu contraseña`)
};

export const auth_login_code_submit = /** @type {(inputs: Auth_Login_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar e iniciar sesión`)
};

export const auth_login_create_account = /** @type {(inputs: Auth_Login_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una cuenta`)
};

export const auth_login_heading = /** @type {(inputs: Auth_Login_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hola de nuevo`)
};

export const auth_login_intro = /** @type {(inputs: Auth_Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para seguir donde lo dejaste.`)
};

export const auth_login_new_here = /** @type {(inputs: Auth_Login_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Primera vez en Wellspring?`)
};

export const auth_login_notice_reset = /** @type {(inputs: Auth_Login_Notice_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña se ha restablecido. Inicia sesión con tu nueva contraseña.`)
};

export const auth_login_notice_verified = /** @type {(inputs: Auth_Login_Notice_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo electrónico está confirmado. Inicia sesión para empezar a aprender.`)
};

export const auth_login_or = /** @type {(inputs: Auth_Login_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o`)
};

export const auth_login_passkey_button = /** @type {(inputs: Auth_Login_Passkey_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión con una llave de acceso`)
};

export const auth_login_submit = /** @type {(inputs: Auth_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const auth_login_title = /** @type {(inputs: Auth_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const auth_logout_busy_heading = /** @type {(inputs: Auth_Logout_Busy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrando tu sesión…`)
};

export const auth_logout_busy_message = /** @type {(inputs: Auth_Logout_Busy_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un momento mientras cerramos tu sesión en este dispositivo.`)
};

export const auth_logout_done_heading = /** @type {(inputs: Auth_Logout_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has cerrado sesión`)
};

export const auth_logout_done_message = /** @type {(inputs: Auth_Logout_Done_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu sesión en este dispositivo ha terminado. ¡Hasta pronto!`)
};

export const auth_logout_home = /** @type {(inputs: Auth_Logout_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

export const auth_logout_login_again = /** @type {(inputs: Auth_Logout_Login_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
};

export const auth_logout_title = /** @type {(inputs: Auth_Logout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión cerrada`)
};

export const auth_network_error = /** @type {(inputs: Auth_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Comprueba tu conexión y vuelve a intentarlo.`)
};

export const auth_passkey_failed = /** @type {(inputs: Auth_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar sesión con la llave de acceso. Vuelve a intentarlo o inicia sesión con tu contraseña.`)
};

export const auth_passkey_waiting = /** @type {(inputs: Auth_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando tu llave de acceso…`)
};

export const auth_password_label = /** @type {(inputs: Auth_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

export const auth_please_wait = /** @type {(inputs: Auth_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un momento…`)
};

export const auth_register_busy = /** @type {(inputs: Auth_Register_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando tu cuenta…`)
};

export const auth_register_go_login = /** @type {(inputs: Auth_Register_Go_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a iniciar sesión`)
};

export const auth_register_have_account = /** @type {(inputs: Auth_Register_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ya tienes una cuenta?`)
};

export const auth_register_intro = /** @type {(inputs: Auth_Register_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos, prácticas y una comunidad que te acompaña, a tu ritmo.`)
};

export const auth_register_invite_note = /** @type {(inputs: Auth_Register_Invite_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te ha invitado un mentor. Usa la dirección a la que llegó la invitación y te unirás a tu mentor en cuanto la confirmes.`)
};

export const auth_register_name_label = /** @type {(inputs: Auth_Register_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nombre`)
};

export const auth_register_news = /** @type {(inputs: Auth_Register_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíame de vez en cuando por correo novedades sobre cursos y ofertas (opcional; cada boletín incluye un enlace para darte de baja).`)
};

export const auth_register_no_email = /** @type {(inputs: Auth_Register_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No te ha llegado el correo en unos minutos? Mira en la carpeta de spam, o`)
};

export const auth_register_password_again = /** @type {(inputs: Auth_Register_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a escribir la contraseña`)
};

export const auth_register_password_hint = /** @type {(inputs: Auth_Register_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al menos ${i?.min} caracteres. Una frase corta es fácil de recordar y difícil de adivinar.`)
};

export const auth_register_privacy_link = /** @type {(inputs: Auth_Register_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`política de privacidad`)
};

export const auth_register_resend = /** @type {(inputs: Auth_Register_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar el enlace de nuevo`)
};

export const auth_register_resend_failed = /** @type {(inputs: Auth_Register_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el correo. Vuelve a intentarlo.`)
};

export const auth_register_submit = /** @type {(inputs: Auth_Register_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear cuenta`)
};

export const auth_register_terms_before = /** @type {(inputs: Auth_Register_Terms_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acepto los`)
};

export const auth_register_terms_link = /** @type {(inputs: Auth_Register_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`términos y condiciones`)
};

export const auth_register_terms_middle = /** @type {(inputs: Auth_Register_Terms_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`y he leído la`)
};

export const auth_register_title = /** @type {(inputs: Auth_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea tu cuenta`)
};

export const auth_reset_again = /** @type {(inputs: Auth_Reset_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escríbela de nuevo`)
};

export const auth_reset_ask_new = /** @type {(inputs: Auth_Reset_Ask_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide uno nuevo`)
};

export const auth_reset_done = /** @type {(inputs: Auth_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada`)
};

export const auth_reset_expired = /** @type {(inputs: Auth_Reset_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ha caducado el enlace?`)
};

export const auth_reset_for = /** @type {(inputs: Auth_Reset_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para`)
};

export const auth_reset_new_password = /** @type {(inputs: Auth_Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva`)
};

export const auth_reset_password_hint = /** @type {(inputs: Auth_Reset_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al menos ${i?.min} caracteres.`)
};

export const auth_reset_signed_out = /** @type {(inputs: Auth_Reset_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cerrará tu sesión en todos los dispositivos.`)
};

export const auth_reset_submit = /** @type {(inputs: Auth_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar la contraseña nueva`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una contraseña nueva`)
};

export const auth_saving = /** @type {(inputs: Auth_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

export const auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

export const auth_verify_error_email_label = /** @type {(inputs: Auth_Verify_Error_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo electrónico`)
};

export const auth_verify_error_heading = /** @type {(inputs: Auth_Verify_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos confirmar tu correo electrónico`)
};

export const auth_verify_error_intro = /** @type {(inputs: Auth_Verify_Error_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace no es válido, ha caducado (los enlaces funcionan durante 24 horas) o ya se usó. Si ya confirmaste tu dirección, simplemente`)
};

export const auth_verify_error_login_link = /** @type {(inputs: Auth_Verify_Error_Login_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inicia sesión`)
};

export const auth_verify_error_submit = /** @type {(inputs: Auth_Verify_Error_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíame un enlace nuevo`)
};

export const auth_verify_error_title = /** @type {(inputs: Auth_Verify_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La verificación ha fallado`)
};

export const auth_verify_heading = /** @type {(inputs: Auth_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando tu correo electrónico…`)
};

export const auth_verify_loading = /** @type {(inputs: Auth_Verify_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cargando...`)
};

export const auth_verify_noscript = /** @type {(inputs: Auth_Verify_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activa JavaScript para confirmar tu correo electrónico.`)
};

export const auth_verify_success_continue = /** @type {(inputs: Auth_Verify_Success_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

export const auth_verify_success_courses = /** @type {(inputs: Auth_Verify_Success_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar cursos`)
};

export const auth_verify_success_dashboard = /** @type {(inputs: Auth_Verify_Success_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a tu panel`)
};

export const auth_verify_success_heading = /** @type {(inputs: Auth_Verify_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo electrónico está confirmado`)
};

export const auth_verify_success_mentee = /** @type {(inputs: Auth_Verify_Success_MenteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptaste la invitación de tu mentor: sus recomendaciones aparecerán en tu panel.`)
};

export const auth_verify_success_text = /** @type {(inputs: Auth_Verify_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias. Tu cuenta está lista: disfruta aprendiendo.`)
};

export const auth_verify_success_title = /** @type {(inputs: Auth_Verify_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico confirmado`)
};

export const auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando tu correo electrónico`)
};

export const commerce_billing_cancel = /** @type {(inputs: Commerce_Billing_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar suscripción`)
};

export const commerce_billing_cancel_confirm = /** @type {(inputs: Commerce_Billing_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu membresía seguirá activa hasta el final del periodo que has pagado y no se renovará. Puedes reanudarla antes de esa fecha.`)
};

export const commerce_billing_cancel_confirm_title = /** @type {(inputs: Commerce_Billing_Cancel_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cancelar tu suscripción?`)
};

export const commerce_billing_cancel_failed = /** @type {(inputs: Commerce_Billing_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cancelar la suscripción. Inténtalo de nuevo.`)
};

export const commerce_billing_cancelled_toast = /** @type {(inputs: Commerce_Billing_Cancelled_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu suscripción terminará al final de este periodo.`)
};

export const commerce_billing_ended = /** @type {(inputs: Commerce_Billing_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu suscripción ha terminado.`)
};

export const commerce_billing_ends_on = /** @type {(inputs: Commerce_Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Termina el ${i?.date}; no se renovará.`)
};

export const commerce_billing_history = /** @type {(inputs: Commerce_Billing_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial de facturación`)
};

export const commerce_billing_keep_until = /** @type {(inputs: Commerce_Billing_Keep_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conservas tu membresía hasta el ${i?.date}.`)
};

export const commerce_billing_last_try = /** @type {(inputs: Commerce_Billing_Last_TryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha sido nuestro último intento.`)
};

export const commerce_billing_no_payments = /** @type {(inputs: Commerce_Billing_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay pagos. Tus facturas aparecerán aquí cuando te suscribas o compres un curso.`)
};

export const commerce_billing_no_subscription = /** @type {(inputs: Commerce_Billing_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes ninguna suscripción. Una membresía desbloquea todos los cursos y paquetes de pago.`)
};

export const commerce_billing_not_finished = /** @type {(inputs: Commerce_Billing_Not_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin terminar: no se cobró nada.`)
};

export const commerce_billing_opening_payment = /** @type {(inputs: Commerce_Billing_Opening_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo la página de pago…`)
};

export const commerce_billing_past_due = /** @type {(inputs: Commerce_Billing_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El último pago de renovación ha fallado. Lo volveremos a intentar; perderás el acceso si sigue fallando.`)
};

export const commerce_billing_payment_pages = /** @type {(inputs: Commerce_Billing_Payment_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de pagos`)
};

export const commerce_billing_payments = /** @type {(inputs: Commerce_Billing_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos`)
};

export const commerce_billing_renewal_failed_heading = /** @type {(inputs: Commerce_Billing_Renewal_Failed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu renovación no se ha completado`)
};

export const commerce_billing_renewal_retried = /** @type {(inputs: Commerce_Billing_Renewal_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volvemos a intentar la renovación automáticamente mientras tu membresía tenga el pago atrasado.`)
};

export const commerce_billing_renews_on = /** @type {(inputs: Commerce_Billing_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se renueva el ${i?.date} por ${i?.amount}.`)
};

export const commerce_billing_resume = /** @type {(inputs: Commerce_Billing_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reanudar suscripción`)
};

export const commerce_billing_resume_failed = /** @type {(inputs: Commerce_Billing_Resume_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo reanudar la suscripción. Inténtalo de nuevo.`)
};

export const commerce_billing_resumed_toast = /** @type {(inputs: Commerce_Billing_Resumed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu suscripción volverá a renovarse.`)
};

export const commerce_billing_retry_on = /** @type {(inputs: Commerce_Billing_Retry_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volveremos a intentar el cobro en tu tarjeta el ${i?.date}.`)
};

export const commerce_billing_start_failed = /** @type {(inputs: Commerce_Billing_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar el pago. Inténtalo de nuevo.`)
};

export const commerce_billing_status_active = /** @type {(inputs: Commerce_Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activa`)
};

export const commerce_billing_status_cancelled = /** @type {(inputs: Commerce_Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

export const commerce_billing_status_expired = /** @type {(inputs: Commerce_Billing_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalizada`)
};

export const commerce_billing_status_past_due = /** @type {(inputs: Commerce_Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago atrasado`)
};

export const commerce_billing_subscription = /** @type {(inputs: Commerce_Billing_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción`)
};

export const commerce_billing_subscription_load_failed = /** @type {(inputs: Commerce_Billing_Subscription_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se ha podido cargar tu suscripción.`)
};

export const commerce_billing_title = /** @type {(inputs: Commerce_Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturación`)
};

export const commerce_billing_unsettled = /** @type {(inputs: Commerce_Billing_UnsettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos que no se completaron`)
};

export const commerce_billing_view_invoice = /** @type {(inputs: Commerce_Billing_View_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver factura`)
};

export const commerce_billing_view_invoice_number = /** @type {(inputs: Commerce_Billing_View_Invoice_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver factura ${i?.number}`)
};

export const commerce_billing_waiting_bank = /** @type {(inputs: Commerce_Billing_Waiting_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando la confirmación de tu banco.`)
};

export const commerce_card_ending = /** @type {(inputs: Commerce_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} terminada en ${i?.last4}`)
};

export const commerce_checkout_apply_code = /** @type {(inputs: Commerce_Checkout_Apply_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar código`)
};

export const commerce_checkout_billing_address = /** @type {(inputs: Commerce_Checkout_Billing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de facturación`)
};

export const commerce_checkout_billing_hint = /** @type {(inputs: Commerce_Checkout_Billing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección que aparecerá en tu factura. Su país determina los impuestos incluidos en el precio.`)
};

export const commerce_checkout_browse_courses = /** @type {(inputs: Commerce_Checkout_Browse_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`explora los cursos`)
};

export const commerce_checkout_business = /** @type {(inputs: Commerce_Checkout_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compro para una empresa`)
};

export const commerce_checkout_choose_country = /** @type {(inputs: Commerce_Checkout_Choose_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un país`)
};

export const commerce_checkout_choose_country_hint = /** @type {(inputs: Commerce_Checkout_Choose_Country_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu país para ver los impuestos incluidos en el precio.`)
};

export const commerce_checkout_city = /** @type {(inputs: Commerce_Checkout_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localidad o ciudad`)
};

export const commerce_checkout_company = /** @type {(inputs: Commerce_Checkout_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la empresa`)
};

export const commerce_checkout_country = /** @type {(inputs: Commerce_Checkout_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const commerce_checkout_line1 = /** @type {(inputs: Commerce_Checkout_Line1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección (línea 1)`)
};

export const commerce_checkout_line2 = /** @type {(inputs: Commerce_Checkout_Line2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección (línea 2, opcional)`)
};

export const commerce_checkout_name = /** @type {(inputs: Commerce_Checkout_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre en la factura`)
};

export const commerce_checkout_nothing = /** @type {(inputs: Commerce_Checkout_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No has elegido nada que comprar.`)
};

export const commerce_checkout_open_failed = /** @type {(inputs: Commerce_Checkout_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir el pago. Inténtalo de nuevo.`)
};

export const commerce_checkout_or = /** @type {(inputs: Commerce_Checkout_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o`)
};

export const commerce_checkout_pay_note = /** @type {(inputs: Commerce_Checkout_Pay_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagarás en la página segura de nuestro proveedor de pagos. El precio incluye los impuestos indicados arriba.`)
};

export const commerce_checkout_postcode = /** @type {(inputs: Commerce_Checkout_PostcodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal (opcional si no existe)`)
};

export const commerce_checkout_region = /** @type {(inputs: Commerce_Checkout_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Región, estado o provincia (opcional)`)
};

export const commerce_checkout_see_memberships = /** @type {(inputs: Commerce_Checkout_See_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta las membresías`)
};

export const commerce_checkout_title = /** @type {(inputs: Commerce_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalizar compra`)
};

export const commerce_checkout_vat_hint = /** @type {(inputs: Commerce_Checkout_Vat_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobamos los números de IVA de la UE y del Reino Unido. Una empresa de un país de la UE o del Reino Unido distinto del nuestro no paga IVA (inversión del sujeto pasivo).`)
};

export const commerce_checkout_vat_number = /** @type {(inputs: Commerce_Checkout_Vat_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NIF-IVA o número fiscal (opcional)`)
};

export const commerce_credit_note_download_failed = /** @type {(inputs: Commerce_Credit_Note_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo descargar la factura rectificativa. Inténtalo de nuevo.`)
};

export const commerce_credit_note_download_label = /** @type {(inputs: Commerce_Credit_Note_Download_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descargar PDF de la factura rectificativa ${i?.number}`)
};

export const commerce_credit_note_line = /** @type {(inputs: Commerce_Credit_Note_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Factura rectificativa ${i?.number}, ${i?.date}: ${i?.amount} reembolsados`)
};

export const commerce_credit_notes = /** @type {(inputs: Commerce_Credit_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturas rectificativas`)
};

export const commerce_discount = /** @type {(inputs: Commerce_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descuento`)
};

export const commerce_discount_amount_off = /** @type {(inputs: Commerce_Discount_Amount_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} de descuento`)
};

export const commerce_discount_code_optional = /** @type {(inputs: Commerce_Discount_Code_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de descuento (opcional)`)
};

export const commerce_discount_forever = /** @type {(inputs: Commerce_Discount_ForeverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.off} en cada pago`)
};

export const commerce_discount_months = /** @type {(inputs: Commerce_Discount_MonthsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.off} en cada pago durante ${i?.count} mes`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.off} en cada pago durante ${i?.count} meses`);
	return /** @type {LocalizedString} */ ("commerce_discount_months");
};

export const commerce_discount_named = /** @type {(inputs: Commerce_Discount_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descuento (${i?.name})`)
};

export const commerce_discount_once = /** @type {(inputs: Commerce_Discount_OnceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.off} en el primer pago`)
};

export const commerce_discount_percent_off = /** @type {(inputs: Commerce_Discount_Percent_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de descuento`)
};

export const commerce_download_pdf = /** @type {(inputs: Commerce_Download_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar PDF`)
};

export const commerce_invoice_amount = /** @type {(inputs: Commerce_Invoice_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe`)
};

export const commerce_invoice_back = /** @type {(inputs: Commerce_Invoice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Volver a facturación`)
};

export const commerce_invoice_billed_to = /** @type {(inputs: Commerce_Invoice_Billed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturado a`)
};

export const commerce_invoice_description = /** @type {(inputs: Commerce_Invoice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

export const commerce_invoice_download_failed = /** @type {(inputs: Commerce_Invoice_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo descargar la factura. Inténtalo de nuevo.`)
};

export const commerce_invoice_from = /** @type {(inputs: Commerce_Invoice_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De`)
};

export const commerce_invoice_go_billing = /** @type {(inputs: Commerce_Invoice_Go_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a facturación`)
};

export const commerce_invoice_lines = /** @type {(inputs: Commerce_Invoice_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas de la factura`)
};

export const commerce_invoice_net = /** @type {(inputs: Commerce_Invoice_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total sin impuestos`)
};

export const commerce_invoice_no_address = /** @type {(inputs: Commerce_Invoice_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicó ninguna dirección de facturación para este pago.`)
};

export const commerce_invoice_none_here = /** @type {(inputs: Commerce_Invoice_None_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes ninguna factura en esta dirección.`)
};

export const commerce_invoice_not_found = /** @type {(inputs: Commerce_Invoice_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura no encontrada`)
};

export const commerce_invoice_not_found_error = /** @type {(inputs: Commerce_Invoice_Not_Found_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró la factura.`)
};

export const commerce_invoice_number = /** @type {(inputs: Commerce_Invoice_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Factura ${i?.number}`)
};

export const commerce_invoice_paid_by = /** @type {(inputs: Commerce_Invoice_Paid_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagado con ${i?.method}.`)
};

export const commerce_invoice_qty = /** @type {(inputs: Commerce_Invoice_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cant.`)
};

export const commerce_invoice_rate = /** @type {(inputs: Commerce_Invoice_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} %`)
};

export const commerce_invoice_reverse_charge = /** @type {(inputs: Commerce_Invoice_Reverse_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inversión del sujeto pasivo: no se cobra IVA por este servicio; el cliente declara el IVA.`)
};

export const commerce_invoice_subtotal = /** @type {(inputs: Commerce_Invoice_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotal`)
};

export const commerce_invoice_tax = /** @type {(inputs: Commerce_Invoice_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impuestos`)
};

export const commerce_invoice_tax_id = /** @type {(inputs: Commerce_Invoice_Tax_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`NIF-IVA / número fiscal: ${i?.id}`)
};

export const commerce_invoice_tax_rate = /** @type {(inputs: Commerce_Invoice_Tax_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo impositivo`)
};

export const commerce_invoice_title = /** @type {(inputs: Commerce_Invoice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura`)
};

export const commerce_invoice_total_paid = /** @type {(inputs: Commerce_Invoice_Total_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total pagado`)
};

export const commerce_invoice_unit_price = /** @type {(inputs: Commerce_Invoice_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio unitario`)
};

export const commerce_invoice_what_bought = /** @type {(inputs: Commerce_Invoice_What_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que se compró`)
};

export const commerce_log_in = /** @type {(inputs: Commerce_Log_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const commerce_log_in_to_see_payment = /** @type {(inputs: Commerce_Log_In_To_See_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para ver tu pago`)
};

export const commerce_not_found_payment = /** @type {(inputs: Commerce_Not_Found_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hemos encontrado este pago`)
};

export const commerce_pay_amount = /** @type {(inputs: Commerce_Pay_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagar ${i?.amount}`)
};

export const commerce_pay_now_other_card = /** @type {(inputs: Commerce_Pay_Now_Other_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar ahora con otra tarjeta`)
};

export const commerce_pay_now_other_card_amount = /** @type {(inputs: Commerce_Pay_Now_Other_Card_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagar ahora con otra tarjeta (${i?.amount})`)
};

export const commerce_payment_not_through = /** @type {(inputs: Commerce_Payment_Not_ThroughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pago no se ha completado`)
};

export const commerce_payment_status_failed = /** @type {(inputs: Commerce_Payment_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallido`)
};

export const commerce_payment_status_paid = /** @type {(inputs: Commerce_Payment_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagado`)
};

export const commerce_payment_status_partially_refunded = /** @type {(inputs: Commerce_Payment_Status_Partially_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsado en parte`)
};

export const commerce_payment_status_pending = /** @type {(inputs: Commerce_Payment_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin terminar`)
};

export const commerce_payment_status_refunded = /** @type {(inputs: Commerce_Payment_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsado`)
};

export const commerce_payment_status_requires_action = /** @type {(inputs: Commerce_Payment_Status_Requires_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de confirmación`)
};

export const commerce_plan_price_month = /** @type {(inputs: Commerce_Plan_Price_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} al mes`)
};

export const commerce_plan_price_year = /** @type {(inputs: Commerce_Plan_Price_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} al año`)
};

export const commerce_plan_saving = /** @type {(inputs: Commerce_Plan_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ahorras ${i?.amount} al año (${i?.percent} %) frente al pago mensual`)
};

export const commerce_price = /** @type {(inputs: Commerce_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

export const commerce_result_after_discount = /** @type {(inputs: Commerce_Result_After_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (con descuento)`)
};

export const commerce_result_after_discount_code = /** @type {(inputs: Commerce_Result_After_Discount_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (con el descuento ${i?.code})`)
};

export const commerce_result_all_set = /** @type {(inputs: Commerce_Result_All_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias, ya está todo listo!`)
};

export const commerce_result_billing_history_link = /** @type {(inputs: Commerce_Result_Billing_History_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`historial de facturación`)
};

export const commerce_result_check_history = /** @type {(inputs: Commerce_Result_Check_HistoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consulta tu ${i?.history} o elige una ${i?.membership} o un ${i?.course}.`)
};

export const commerce_result_checking = /** @type {(inputs: Commerce_Result_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando tu pago…`)
};

export const commerce_result_confirming = /** @type {(inputs: Commerce_Result_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando tu pago…`)
};

export const commerce_result_contact_us = /** @type {(inputs: Commerce_Result_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacta con nosotros`)
};

export const commerce_result_course_link = /** @type {(inputs: Commerce_Result_Course_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`curso`)
};

export const commerce_result_error_title = /** @type {(inputs: Commerce_Result_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago no completado`)
};

export const commerce_result_failed_reason = /** @type {(inputs: Commerce_Result_Failed_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago no se completó.`)
};

export const commerce_result_item_bought = /** @type {(inputs: Commerce_Result_Item_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}.`)
};

export const commerce_result_membership_link = /** @type {(inputs: Commerce_Result_Membership_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membresía`)
};

export const commerce_result_next_all_courses = /** @type {(inputs: Commerce_Result_Next_All_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos tus cursos`)
};

export const commerce_result_next_billing = /** @type {(inputs: Commerce_Result_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu historial de facturación y tu factura`)
};

export const commerce_result_next_choose_course = /** @type {(inputs: Commerce_Result_Next_Choose_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un curso: inscríbete en el que quieras sin pagar`)
};

export const commerce_result_next_cohort = /** @type {(inputs: Commerce_Result_Next_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira quién está en tu grupo`)
};

export const commerce_result_next_continue = /** @type {(inputs: Commerce_Result_Next_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continúa tus cursos`)
};

export const commerce_result_next_start = /** @type {(inputs: Commerce_Result_Next_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empieza «${i?.title}»`)
};

export const commerce_result_noscript = /** @type {(inputs: Commerce_Result_NoscriptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta página necesita JavaScript para mostrar tu pago. También aparece en tu ${i?.link}.`)
};

export const commerce_result_not_confirmed_yet = /** @type {(inputs: Commerce_Result_Not_Confirmed_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El proveedor de pagos aún no lo ha confirmado. Si esperas, no se cobrará dos veces: vuelve a cargar esta página dentro de un minuto o consulta tu ${i?.link}.`)
};

export const commerce_result_nothing_charged = /** @type {(inputs: Commerce_Result_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha cobrado nada.`)
};

export const commerce_result_nothing_charged_for = /** @type {(inputs: Commerce_Result_Nothing_Charged_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se ha cobrado nada por ${i?.what}.`)
};

export const commerce_result_paid = /** @type {(inputs: Commerce_Result_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagado: ${i?.amount}. Te enviamos el recibo por correo electrónico.`)
};

export const commerce_result_reload_or_history = /** @type {(inputs: Commerce_Result_Reload_Or_HistoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vuelve a cargar esta página dentro de un minuto o consulta tu ${i?.link}.`)
};

export const commerce_result_still_confirming = /** @type {(inputs: Commerce_Result_Still_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pago aún se está confirmando`)
};

export const commerce_result_still_waiting = /** @type {(inputs: Commerce_Result_Still_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguimos esperando al proveedor de pagos`)
};

export const commerce_result_subscription_bought = /** @type {(inputs: Commerce_Result_Subscription_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}. Tienes abiertos todos los cursos y paquetes.`)
};

export const commerce_result_success_title = /** @type {(inputs: Commerce_Result_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago recibido`)
};

export const commerce_result_takes_moment = /** @type {(inputs: Commerce_Result_Takes_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto tarda un momento mientras el proveedor de pagos lo confirma.`)
};

export const commerce_result_what_next = /** @type {(inputs: Commerce_Result_What_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Y ahora, ¿qué?`)
};

export const commerce_result_you_bought = /** @type {(inputs: Commerce_Result_You_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has comprado:`)
};

export const commerce_sandbox_amount = /** @type {(inputs: Commerce_Sandbox_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe`)
};

export const commerce_sandbox_badge = /** @type {(inputs: Commerce_Sandbox_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entorno de pruebas · solo pagos de prueba, no se mueve dinero`)
};

export const commerce_sandbox_bank_confirm = /** @type {(inputs: Commerce_Sandbox_Bank_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu banco te pide que confirmes este pago de ${i?.amount} con la tarjeta terminada en ${i?.last4}.`)
};

export const commerce_sandbox_cancel = /** @type {(inputs: Commerce_Sandbox_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar y volver`)
};

export const commerce_sandbox_card_authenticates = /** @type {(inputs: Commerce_Sandbox_Card_AuthenticatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide un paso de confirmación adicional`)
};

export const commerce_sandbox_card_declines = /** @type {(inputs: Commerce_Sandbox_Card_DeclinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se rechaza`)
};

export const commerce_sandbox_card_insufficient_funds = /** @type {(inputs: Commerce_Sandbox_Card_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se rechaza: fondos insuficientes`)
};

export const commerce_sandbox_card_number = /** @type {(inputs: Commerce_Sandbox_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de tarjeta`)
};

export const commerce_sandbox_card_pays = /** @type {(inputs: Commerce_Sandbox_Card_PaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paga`)
};

export const commerce_sandbox_card_renewals_decline = /** @type {(inputs: Commerce_Sandbox_Card_Renewals_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paga ahora; sus renovaciones se rechazan`)
};

export const commerce_sandbox_confirm_heading = /** @type {(inputs: Commerce_Sandbox_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu pago`)
};

export const commerce_sandbox_confirm_payment = /** @type {(inputs: Commerce_Sandbox_Confirm_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar el pago`)
};

export const commerce_sandbox_cvc = /** @type {(inputs: Commerce_Sandbox_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de seguridad (CVC)`)
};

export const commerce_sandbox_email = /** @type {(inputs: Commerce_Sandbox_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const commerce_sandbox_expiry = /** @type {(inputs: Commerce_Sandbox_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caducidad (MM / AA)`)
};

export const commerce_sandbox_expiry_placeholder = /** @type {(inputs: Commerce_Sandbox_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM / AA`)
};

export const commerce_sandbox_fail_confirmation = /** @type {(inputs: Commerce_Sandbox_Fail_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer fallar la confirmación`)
};

export const commerce_sandbox_for = /** @type {(inputs: Commerce_Sandbox_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concepto`)
};

export const commerce_sandbox_form_unreadable = /** @type {(inputs: Commerce_Sandbox_Form_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el formulario. Inténtalo de nuevo.`)
};

export const commerce_sandbox_name = /** @type {(inputs: Commerce_Sandbox_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre en la tarjeta (opcional)`)
};

export const commerce_sandbox_pay_heading = /** @type {(inputs: Commerce_Sandbox_Pay_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar`)
};

export const commerce_sandbox_renewed = /** @type {(inputs: Commerce_Sandbox_RenewedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}, y después se renueva cada periodo hasta que se cancele`)
};

export const commerce_sandbox_test_cards = /** @type {(inputs: Commerce_Sandbox_Test_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjetas de prueba`)
};

export const commerce_sandbox_test_cards_help = /** @type {(inputs: Commerce_Sandbox_Test_Cards_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier fecha de caducidad futura y tres dígitos cualesquiera como código de seguridad.`)
};

export const commerce_sandbox_title = /** @type {(inputs: Commerce_Sandbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar – entorno de pruebas de Wellspring`)
};

export const commerce_see_the_plans = /** @type {(inputs: Commerce_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los planes`)
};

export const commerce_subs_apply = /** @type {(inputs: Commerce_Subs_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar`)
};

export const commerce_subs_cancel_at_end = /** @type {(inputs: Commerce_Subs_Cancel_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar al final del periodo`)
};

export const commerce_subs_cancel_confirm = /** @type {(inputs: Commerce_Subs_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu membresía se detendrá al final del periodo que has pagado. Puedes reanudarla hasta entonces.`)
};

export const commerce_subs_cancel_confirm_title = /** @type {(inputs: Commerce_Subs_Cancel_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la membresía`)
};

export const commerce_subs_cancelled_toast = /** @type {(inputs: Commerce_Subs_Cancelled_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu membresía terminará al cierre de este periodo.`)
};

export const commerce_subs_choose_plan = /** @type {(inputs: Commerce_Subs_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un plan`)
};

export const commerce_subs_code_applied = /** @type {(inputs: Commerce_Subs_Code_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código aplicado.`)
};

export const commerce_subs_code_check_failed = /** @type {(inputs: Commerce_Subs_Code_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo comprobar el código. Inténtalo de nuevo.`)
};

export const commerce_subs_code_note = /** @type {(inputs: Commerce_Subs_Code_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.label}.`)
};

export const commerce_subs_code_replaces = /** @type {(inputs: Commerce_Subs_Code_ReplacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu código ${i?.code} sustituye a la oferta de bienvenida.`)
};

export const commerce_subs_description = /** @type {(inputs: Commerce_Subs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una sola membresía te abre todos los cursos y paquetes. Elige pago mensual o anual.`)
};

export const commerce_subs_failed = /** @type {(inputs: Commerce_Subs_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ha funcionado. Inténtalo de nuevo.`)
};

export const commerce_subs_first_month = /** @type {(inputs: Commerce_Subs_First_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el primer mes`)
};

export const commerce_subs_first_month_with = /** @type {(inputs: Commerce_Subs_First_Month_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el primer mes con ${i?.code}`)
};

export const commerce_subs_first_year = /** @type {(inputs: Commerce_Subs_First_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el primer año`)
};

export const commerce_subs_first_year_with = /** @type {(inputs: Commerce_Subs_First_Year_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el primer año con ${i?.code}`)
};

export const commerce_subs_heading = /** @type {(inputs: Commerce_Subs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazte miembro`)
};

export const commerce_subs_last_try = /** @type {(inputs: Commerce_Subs_Last_TryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha sido nuestro último intento`)
};

export const commerce_subs_lead = /** @type {(inputs: Commerce_Subs_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una sola membresía te abre todos los cursos y paquetes de Wellspring, también los nuevos. Cancela cuando quieras.`)
};

export const commerce_subs_log_in_to_subscribe = /** @type {(inputs: Commerce_Subs_Log_In_To_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para suscribirte`)
};

export const commerce_subs_member_failed = /** @type {(inputs: Commerce_Subs_Member_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eres miembro (${i?.plan}), pero el último pago de renovación no se completó: ${i?.reason} ${i?.next}; conservas el acceso hasta el ${i?.date}.`)
};

export const commerce_subs_member_past_due = /** @type {(inputs: Commerce_Subs_Member_Past_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eres miembro (${i?.plan}), pero el último pago de renovación no se completó. Lo volveremos a intentar; mientras tanto, conservas el acceso.`)
};

export const commerce_subs_member_renews = /** @type {(inputs: Commerce_Subs_Member_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eres miembro (${i?.plan}). Se renueva el ${i?.date} por ${i?.amount}.`)
};

export const commerce_subs_member_until = /** @type {(inputs: Commerce_Subs_Member_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eres miembro (${i?.plan}) hasta el ${i?.date}. Tu membresía no se renovará.`)
};

export const commerce_subs_no_plans = /** @type {(inputs: Commerce_Subs_No_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no hay planes disponibles. Vuelve pronto.`)
};

export const commerce_subs_none = /** @type {(inputs: Commerce_Subs_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno`)
};

export const commerce_subs_offer = /** @type {(inputs: Commerce_Subs_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}.`)
};

export const commerce_subs_offer_applied = /** @type {(inputs: Commerce_Subs_Offer_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya está aplicado abajo.`)
};

export const commerce_subs_offer_until = /** @type {(inputs: Commerce_Subs_Offer_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, hasta el ${i?.date}.`)
};

export const commerce_subs_pay_and_subscribe = /** @type {(inputs: Commerce_Subs_Pay_And_SubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagar ${i?.amount} y suscribirte`)
};

export const commerce_subs_pay_note = /** @type {(inputs: Commerce_Subs_Pay_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagarás en la página segura de nuestro proveedor de pagos. Tu membresía se renueva cada periodo hasta que la canceles.`)
};

export const commerce_subs_resume = /** @type {(inputs: Commerce_Subs_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reanudar mi membresía`)
};

export const commerce_subs_resumed_toast = /** @type {(inputs: Commerce_Subs_Resumed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu membresía volverá a renovarse.`)
};

export const commerce_subs_retry_on = /** @type {(inputs: Commerce_Subs_Retry_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volveremos a intentar el cobro en tu tarjeta el ${i?.date}`)
};

export const commerce_subs_title = /** @type {(inputs: Commerce_Subs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripciones`)
};

export const commerce_subs_was = /** @type {(inputs: Commerce_Subs_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`antes ${i?.price}`)
};

export const commerce_subs_your_membership = /** @type {(inputs: Commerce_Subs_Your_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu membresía`)
};

export const commerce_tax_included = /** @type {(inputs: Commerce_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IVA ${i?.rate} % (${i?.country}), incluido`)
};

export const commerce_tax_no_country = /** @type {(inputs: Commerce_Tax_No_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impuestos 0 %: no se indicó el país de facturación`)
};

export const commerce_tax_none_for = /** @type {(inputs: Commerce_Tax_None_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impuestos 0 %: no se cobran impuestos en ${i?.country}`)
};

export const commerce_tax_reverse_charge = /** @type {(inputs: Commerce_Tax_Reverse_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IVA 0 %: inversión del sujeto pasivo`)
};

export const commerce_to_pay_now = /** @type {(inputs: Commerce_To_Pay_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pagar ahora`)
};

export const commerce_try_again = /** @type {(inputs: Commerce_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar de nuevo`)
};

export const community_assigned_courses = /** @type {(inputs: Community_Assigned_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos asignados`)
};

export const community_bundle = /** @type {(inputs: Community_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquete`)
};

export const community_cancel = /** @type {(inputs: Community_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const community_confirmation = /** @type {(inputs: Community_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmación`)
};

export const community_course = /** @type {(inputs: Community_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curso`)
};

export const community_create_group = /** @type {(inputs: Community_Create_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear un grupo`)
};

export const community_delete = /** @type {(inputs: Community_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

export const community_edit = /** @type {(inputs: Community_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

export const community_edit_group = /** @type {(inputs: Community_Edit_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar grupo`)
};

export const community_edit_recommendation = /** @type {(inputs: Community_Edit_RecommendationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar recomendación`)
};

export const community_groups = /** @type {(inputs: Community_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupos`)
};

export const community_invitations_title = /** @type {(inputs: Community_Invitations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones`)
};

export const community_invite_people = /** @type {(inputs: Community_Invite_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar a personas`)
};

export const community_invitees_title = /** @type {(inputs: Community_Invitees_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitados`)
};

export const community_journal_title = /** @type {(inputs: Community_Journal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi diario`)
};

export const community_jr_all_courses = /** @type {(inputs: Community_Jr_All_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los cursos`)
};

export const community_jr_day = /** @type {(inputs: Community_Jr_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día`)
};

export const community_jr_delete_confirm = /** @type {(inputs: Community_Jr_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar esta entrada? No se puede deshacer.`)
};

export const community_jr_delete_label = /** @type {(inputs: Community_Jr_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar la entrada del ${i?.day}`)
};

export const community_jr_delete_label_lesson = /** @type {(inputs: Community_Jr_Delete_Label_LessonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar la entrada del ${i?.day} sobre ${i?.lesson}`)
};

export const community_jr_deleted = /** @type {(inputs: Community_Jr_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada eliminada.`)
};

export const community_jr_empty = /** @type {(inputs: Community_Jr_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay entradas. Cada lección tiene debajo un panel de reflexión: lo que escribas allí se guarda aquí.`)
};

export const community_jr_energy = /** @type {(inputs: Community_Jr_EnergyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Energía`)
};

export const community_jr_energy_meta = /** @type {(inputs: Community_Jr_Energy_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Energía: ${i?.energy} de 5`)
};

export const community_jr_entries = /** @type {(inputs: Community_Jr_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entradas`)
};

export const community_jr_export = /** @type {(inputs: Community_Jr_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar en Markdown`)
};

export const community_jr_mood = /** @type {(inputs: Community_Jr_MoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ánimo`)
};

export const community_jr_mood_caption = /** @type {(inputs: Community_Jr_Mood_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ánimo y energía por día`)
};

export const community_jr_mood_failed = /** @type {(inputs: Community_Jr_Mood_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se ha podido cargar tu gráfico de ánimo.`)
};

export const community_jr_mood_good = /** @type {(inputs: Community_Jr_Mood_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bien`)
};

export const community_jr_mood_great = /** @type {(inputs: Community_Jr_Mood_GreatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genial`)
};

export const community_jr_mood_heading = /** @type {(inputs: Community_Jr_Mood_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu ánimo a lo largo del tiempo`)
};

export const community_jr_mood_low = /** @type {(inputs: Community_Jr_Mood_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bajo`)
};

export const community_jr_mood_meta = /** @type {(inputs: Community_Jr_Mood_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ánimo: ${i?.mood}`)
};

export const community_jr_mood_okay = /** @type {(inputs: Community_Jr_Mood_OkayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

export const community_jr_mood_rough = /** @type {(inputs: Community_Jr_Mood_RoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mal`)
};

export const community_jr_newer = /** @type {(inputs: Community_Jr_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más recientes`)
};

export const community_jr_no_match = /** @type {(inputs: Community_Jr_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna entrada coincide.`)
};

export const community_jr_older = /** @type {(inputs: Community_Jr_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más antiguas`)
};

export const community_jr_pages = /** @type {(inputs: Community_Jr_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas del diario`)
};

export const community_jr_private = /** @type {(inputs: Community_Jr_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privado: solo tú puedes leer tu diario. Escribe en él desde el panel de reflexión que hay bajo cada lección.`)
};

export const community_jr_search = /** @type {(inputs: Community_Jr_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const community_jr_search_label = /** @type {(inputs: Community_Jr_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca en tu diario`)
};

export const community_live_add_calendar = /** @type {(inputs: Community_Live_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir al calendario (.ics)`)
};

export const community_live_add_calendar_hidden = /** @type {(inputs: Community_Live_Add_Calendar_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para «${i?.title}»`)
};

export const community_live_cancel_place = /** @type {(inputs: Community_Live_Cancel_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar mi plaza`)
};

export const community_live_cancel_place_hidden = /** @type {(inputs: Community_Live_Cancel_Place_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en «${i?.title}»`)
};

export const community_live_cancelled = /** @type {(inputs: Community_Live_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta sesión se ha cancelado.`)
};

export const community_live_cohort_audience = /** @type {(inputs: Community_Live_Cohort_AudienceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cohorte: ${i?.name}`)
};

export const community_live_course_audience = /** @type {(inputs: Community_Live_Course_AudienceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Curso: ${i?.name}`)
};

export const community_live_earlier = /** @type {(inputs: Community_Live_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anteriores`)
};

export const community_live_empty = /** @type {(inputs: Community_Live_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay sesiones en directo. Cuando un autor o tu mentor programe una para tus cursos o grupos, aparecerá aquí.`)
};

export const community_live_full = /** @type {(inputs: Community_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta sesión está completa.`)
};

export const community_live_going = /** @type {(inputs: Community_Live_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vas a ir.`)
};

export const community_live_group_audience = /** @type {(inputs: Community_Live_Group_AudienceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grupo: ${i?.name}`)
};

export const community_live_im_going = /** @type {(inputs: Community_Live_Im_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voy a ir`)
};

export const community_live_im_going_hidden = /** @type {(inputs: Community_Live_Im_Going_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a «${i?.title}»`)
};

export const community_live_join = /** @type {(inputs: Community_Live_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirte a la sesión`)
};

export const community_live_join_hidden = /** @type {(inputs: Community_Live_Join_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.title}» (se abre en una pestaña nueva)`)
};

export const community_live_later = /** @type {(inputs: Community_Live_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posteriores`)
};

export const community_live_minutes = /** @type {(inputs: Community_Live_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} minutos`)
};

export const community_live_over = /** @type {(inputs: Community_Live_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta sesión ha terminado.`)
};

export const community_live_pages = /** @type {(inputs: Community_Live_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de sesiones en directo`)
};

export const community_live_places_left = /** @type {(inputs: Community_Live_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Queda ${i?.count} plaza de ${i?.capacity}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Quedan ${i?.count} plazas de ${i?.capacity}.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Quedan ${i?.count} plazas de ${i?.capacity}.`);
	return /** @type {LocalizedString} */ ("community_live_places_left");
};

export const community_live_recording = /** @type {(inputs: Community_Live_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la grabación`)
};

export const community_live_recording_hidden = /** @type {(inputs: Community_Live_Recording_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de «${i?.title}» (se abre en una pestaña nueva)`)
};

export const community_live_title = /** @type {(inputs: Community_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesiones en directo`)
};

export const community_live_were_there = /** @type {(inputs: Community_Live_Were_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estuviste allí.`)
};

export const community_live_with = /** @type {(inputs: Community_Live_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`con ${i?.name}`)
};

export const community_live_zone = /** @type {(inputs: Community_Live_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las horas se muestran en tu zona horaria, ${i?.zone}.`)
};

export const community_loading = /** @type {(inputs: Community_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cargando...`)
};

export const community_members_count = /** @type {(inputs: Community_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} miembro`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} miembros`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} miembros`);
	return /** @type {LocalizedString} */ ("community_members_count");
};

export const community_mentees = /** @type {(inputs: Community_MenteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentorizados`)
};

export const community_mentor_live_intro = /** @type {(inputs: Community_Mentor_Live_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programa una sesión en directo para uno de tus grupos. Sus miembros dicen si van a ir y reciben una invitación de calendario y recordatorios en su propia zona horaria; después, marca quién vino y añade la grabación.`)
};

export const community_mentor_title = /** @type {(inputs: Community_Mentor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentor`)
};

export const community_messages_title = /** @type {(inputs: Community_Messages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes`)
};

export const community_msg_about_mentoring = /** @type {(inputs: Community_Msg_About_MentoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre las mentorías`)
};

export const community_msg_back = /** @type {(inputs: Community_Msg_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Conversaciones`)
};

export const community_msg_caught_up = /** @type {(inputs: Community_Msg_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás al día.`)
};

export const community_msg_chars = /** @type {(inputs: Community_Msg_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.length} / ${i?.max} caracteres`)
};

export const community_msg_closed = /** @type {(inputs: Community_Msg_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta conversación está cerrada. Puedes leerla, pero ya nadie puede escribir en ella.`)
};

export const community_msg_conversations_label = /** @type {(inputs: Community_Msg_Conversations_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus conversaciones`)
};

export const community_msg_empty = /** @type {(inputs: Community_Msg_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes conversaciones. Cuando un mentor te acepte como mentorizado o te añada a un grupo, la conversación aparecerá aquí.`)
};

export const community_msg_empty_thread = /** @type {(inputs: Community_Msg_Empty_ThreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay mensajes. ¡Saluda!`)
};

export const community_msg_err_earlier = /** @type {(inputs: Community_Msg_Err_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se han podido cargar los mensajes anteriores. Inténtalo de nuevo.`)
};

export const community_msg_err_empty = /** @type {(inputs: Community_Msg_Err_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un mensaje primero.`)
};

export const community_msg_err_leave = /** @type {(inputs: Community_Msg_Err_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No has podido salir de la conversación. Inténtalo de nuevo.`)
};

export const community_msg_err_load = /** @type {(inputs: Community_Msg_Err_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido cargar la conversación. Inténtalo de nuevo.`)
};

export const community_msg_err_long = /** @type {(inputs: Community_Msg_Err_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu mensaje debe tener menos de ${i?.max} caracteres.`)
};

export const community_msg_err_send = /** @type {(inputs: Community_Msg_Err_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido enviar tu mensaje. Inténtalo de nuevo.`)
};

export const community_msg_hint = /** @type {(inputs: Community_Msg_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intro para enviar, Mayús+Intro para una línea nueva.`)
};

export const community_msg_kind_group = /** @type {(inputs: Community_Msg_Kind_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo`)
};

export const community_msg_kind_mentee = /** @type {(inputs: Community_Msg_Kind_MenteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu mentorizado`)
};

export const community_msg_kind_mentor = /** @type {(inputs: Community_Msg_Kind_MentorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu mentor`)
};

export const community_msg_leave_confirm = /** @type {(inputs: Community_Msg_Leave_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Salir de ${i?.title}? Dejarás de ver los mensajes de este grupo.`)
};

export const community_msg_leave_group = /** @type {(inputs: Community_Msg_Leave_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir del grupo`)
};

export const community_msg_leave_title = /** @type {(inputs: Community_Msg_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir de la conversación`)
};

export const community_msg_left = /** @type {(inputs: Community_Msg_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has salido de ${i?.title}.`)
};

export const community_msg_load_earlier = /** @type {(inputs: Community_Msg_Load_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargar mensajes anteriores`)
};

export const community_msg_mentor_suffix = /** @type {(inputs: Community_Msg_Mentor_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (mentor)`)
};

export const community_msg_no_messages = /** @type {(inputs: Community_Msg_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay mensajes`)
};

export const community_msg_pick = /** @type {(inputs: Community_Msg_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una conversación para leerla.`)
};

export const community_msg_send = /** @type {(inputs: Community_Msg_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

export const community_msg_thread_label = /** @type {(inputs: Community_Msg_Thread_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensajes con ${i?.title}`)
};

export const community_msg_to = /** @type {(inputs: Community_Msg_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensaje para ${i?.name}`)
};

export const community_msg_unread = /** @type {(inputs: Community_Msg_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sin leer`)
};

export const community_msg_unread_summary = /** @type {(inputs: Community_Msg_Unread_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mensaje sin leer.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} mensajes sin leer.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} mensajes sin leer.`);
	return /** @type {LocalizedString} */ ("community_msg_unread_summary");
};

export const community_msg_you = /** @type {(inputs: Community_Msg_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tú`)
};

export const community_mt_a_bundle = /** @type {(inputs: Community_Mt_A_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un paquete`)
};

export const community_mt_a_course = /** @type {(inputs: Community_Mt_A_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un curso`)
};

export const community_mt_accept = /** @type {(inputs: Community_Mt_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar`)
};

export const community_mt_agree = /** @type {(inputs: Community_Mt_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acepto las condiciones para mentores`)
};

export const community_mt_all_invitees = /** @type {(inputs: Community_Mt_All_InviteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los invitados`)
};

export const community_mt_answer_failed = /** @type {(inputs: Community_Mt_Answer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido guardar tu respuesta. Inténtalo de nuevo.`)
};

export const community_mt_assign = /** @type {(inputs: Community_Mt_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignar`)
};

export const community_mt_assign_failed = /** @type {(inputs: Community_Mt_Assign_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido asignar el curso. Inténtalo de nuevo.`)
};

export const community_mt_assign_heading = /** @type {(inputs: Community_Mt_Assign_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignar un curso`)
};

export const community_mt_assign_to = /** @type {(inputs: Community_Mt_Assign_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asignar un curso a ${i?.name}`)
};

export const community_mt_assigned_enrolled = /** @type {(inputs: Community_Mt_Assigned_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignado. Tus mentorizados están inscritos.`)
};

export const community_mt_assigned_label = /** @type {(inputs: Community_Mt_Assigned_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos que has asignado`)
};

export const community_mt_assigned_to_buy = /** @type {(inputs: Community_Mt_Assigned_To_BuyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Asignado. ${i?.count} mentorizado tiene que comprarlo antes: se le recomienda con su precio.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Asignado. ${i?.count} mentorizados tienen que comprarlo antes: se les recomienda con su precio.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Asignado. ${i?.count} mentorizados tienen que comprarlo antes: se les recomienda con su precio.`);
	return /** @type {LocalizedString} */ ("community_mt_assigned_to_buy");
};

export const community_mt_assigning = /** @type {(inputs: Community_Mt_AssigningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignando…`)
};

export const community_mt_become_failed = /** @type {(inputs: Community_Mt_Become_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no hemos podido hacerte mentor. Inténtalo de nuevo.`)
};

export const community_mt_become_heading = /** @type {(inputs: Community_Mt_Become_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazte mentor`)
};

export const community_mt_become_intro = /** @type {(inputs: Community_Mt_Become_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los mentores acompañan a otros miembros. Invitas a las personas a las que te gustaría apoyar, las reúnes en grupos pequeños y les recomiendas cursos que pueden ayudarles. Ves quién empezó y quién terminó lo que recomendaste, y podéis hablar en Mensajes.`)
};

export const community_mt_become_point_1 = /** @type {(inputs: Community_Mt_Become_Point_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invita a miembros, o a cualquiera por correo electrónico: cada cual decide si acepta o no.`)
};

export const community_mt_become_point_2 = /** @type {(inputs: Community_Mt_Become_Point_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomienda un curso o un paquete, con una nota y una fecha si quieres.`)
};

export const community_mt_become_point_3 = /** @type {(inputs: Community_Mt_Become_Point_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gana insignias y puntos de mentor a medida que tus mentorizados crecen.`)
};

export const community_mt_by = /** @type {(inputs: Community_Mt_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`antes del ${i?.date}`)
};

export const community_mt_cancel_invite_label = /** @type {(inputs: Community_Mt_Cancel_Invite_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelar la invitación a ${i?.who}`)
};

export const community_mt_cancel_invite_q = /** @type {(inputs: Community_Mt_Cancel_Invite_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Cancelar la invitación a ${i?.who}?`)
};

export const community_mt_choose = /** @type {(inputs: Community_Mt_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige…`)
};

export const community_mt_choose_course = /** @type {(inputs: Community_Mt_Choose_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un curso…`)
};

export const community_mt_choose_course_err = /** @type {(inputs: Community_Mt_Choose_Course_ErrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un curso para asignar.`)
};

export const community_mt_choose_mentee_err = /** @type {(inputs: Community_Mt_Choose_Mentee_ErrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige al menos un mentorizado.`)
};

export const community_mt_chosen = /** @type {(inputs: Community_Mt_ChosenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} elegido.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} elegidos.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} elegidos.`);
	return /** @type {LocalizedString} */ ("community_mt_chosen");
};

export const community_mt_clear = /** @type {(inputs: Community_Mt_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar`)
};

export const community_mt_clear_label = /** @type {(inputs: Community_Mt_Clear_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Borrar ${i?.who}`)
};

export const community_mt_clear_q = /** @type {(inputs: Community_Mt_Clear_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Borrar de esta lista la invitación a ${i?.who}?`)
};

export const community_mt_create_group_btn = /** @type {(inputs: Community_Mt_Create_Group_BtnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear grupo`)
};

export const community_mt_decline = /** @type {(inputs: Community_Mt_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

export const community_mt_declined = /** @type {(inputs: Community_Mt_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has rechazado la invitación de ${i?.name}.`)
};

export const community_mt_delete_group_q = /** @type {(inputs: Community_Mt_Delete_Group_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar el grupo «${i?.name}»? Sus miembros siguen siendo tus mentorizados.`)
};

export const community_mt_delete_label = /** @type {(inputs: Community_Mt_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar ${i?.name}`)
};

export const community_mt_description_optional = /** @type {(inputs: Community_Mt_Description_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción (opcional)`)
};

export const community_mt_done = /** @type {(inputs: Community_Mt_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hecho.`)
};

export const community_mt_due = /** @type {(inputs: Community_Mt_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha sugerida para terminar (opcional)`)
};

export const community_mt_edit_label = /** @type {(inputs: Community_Mt_Edit_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.name}`)
};

export const community_mt_edit_rec_label = /** @type {(inputs: Community_Mt_Edit_Rec_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar la recomendación de ${i?.title}`)
};

export const community_mt_emails = /** @type {(inputs: Community_Mt_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direcciones de correo electrónico`)
};

export const community_mt_emails_hint = /** @type {(inputs: Community_Mt_Emails_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una por línea, o separadas por comas; hasta ${i?.max} a la vez.`)
};

export const community_mt_enrolled_in = /** @type {(inputs: Community_Mt_Enrolled_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} está inscrito en «${i?.course}».`)
};

export const community_mt_finished_of = /** @type {(inputs: Community_Mt_Finished_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.finished} de ${i?.total} lo han terminado`)
};

export const community_mt_first = /** @type {(inputs: Community_Mt_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`primero.`)
};

export const community_mt_for = /** @type {(inputs: Community_Mt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para ${i?.to}`)
};

export const community_mt_group_created = /** @type {(inputs: Community_Mt_Group_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El grupo se ha creado.`)
};

export const community_mt_group_delete_failed = /** @type {(inputs: Community_Mt_Group_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido eliminar el grupo. Inténtalo de nuevo.`)
};

export const community_mt_group_deleted = /** @type {(inputs: Community_Mt_Group_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se ha eliminado el grupo «${i?.name}».`)
};

export const community_mt_group_named = /** @type {(inputs: Community_Mt_Group_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`grupo ${i?.name}`)
};

export const community_mt_group_saved = /** @type {(inputs: Community_Mt_Group_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El grupo se ha guardado.`)
};

export const community_mt_groups_empty = /** @type {(inputs: Community_Mt_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay grupos. Un grupo reúne a mentorizados que aprenden juntos, para que puedas recomendarles cursos a todos a la vez.`)
};

export const community_mt_invite_someone = /** @type {(inputs: Community_Mt_Invite_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invita a alguien`)
};

export const community_mt_invited = /** @type {(inputs: Community_Mt_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitado: ${i?.who}`)
};

export const community_mt_invited_on = /** @type {(inputs: Community_Mt_Invited_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`invitado el ${i?.date}`)
};

export const community_mt_invited_open = /** @type {(inputs: Community_Mt_Invited_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitación del ${i?.invited} · abierta hasta el ${i?.expires}`)
};

export const community_mt_invited_toast = /** @type {(inputs: Community_Mt_Invited_ToastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tu invitación está en camino.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} invitaciones están en camino.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} invitaciones están en camino.`);
	return /** @type {LocalizedString} */ ("community_mt_invited_toast");
};

export const community_mt_invited_you = /** @type {(inputs: Community_Mt_Invited_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`te ha invitado a ser su mentorizado`)
};

export const community_mt_kind_bundle = /** @type {(inputs: Community_Mt_Kind_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`paquete`)
};

export const community_mt_kind_course = /** @type {(inputs: Community_Mt_Kind_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`curso`)
};

export const community_mt_loading_assigned = /** @type {(inputs: Community_Mt_Loading_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los cursos asignados…`)
};

export const community_mt_members = /** @type {(inputs: Community_Mt_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembros`)
};

export const community_mt_members_hint = /** @type {(inputs: Community_Mt_Members_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo pueden unirse los mentorizados que aceptaron tu invitación.`)
};

export const community_mt_mode_enrolled = /** @type {(inputs: Community_Mt_Mode_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inscrito`)
};

export const community_mt_mode_recommended = /** @type {(inputs: Community_Mt_Mode_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recomendado (para comprar)`)
};

export const community_mt_nav_invite = /** @type {(inputs: Community_Mt_Nav_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar`)
};

export const community_mt_nav_label = /** @type {(inputs: Community_Mt_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de mentor`)
};

export const community_mt_nav_overview = /** @type {(inputs: Community_Mt_Nav_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen`)
};

export const community_mt_nav_recommendations = /** @type {(inputs: Community_Mt_Nav_RecommendationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomendaciones`)
};

export const community_mt_needs_buy = /** @type {(inputs: Community_Mt_Needs_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tiene que comprar «${i?.course}»: se le recomienda con su precio.`)
};

export const community_mt_next_reminder = /** @type {(inputs: Community_Mt_Next_ReminderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Próximo recordatorio posible: ${i?.date}`)
};

export const community_mt_no_course_assigned = /** @type {(inputs: Community_Mt_No_Course_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay ningún curso asignado.`)
};

export const community_mt_no_groups = /** @type {(inputs: Community_Mt_No_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay grupos.`)
};

export const community_mt_no_groups_yet = /** @type {(inputs: Community_Mt_No_Groups_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes grupos.`)
};

export const community_mt_no_invites_yet = /** @type {(inputs: Community_Mt_No_Invites_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no has invitado a nadie.`)
};

export const community_mt_no_longer_mentee = /** @type {(inputs: Community_Mt_No_Longer_MenteeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} ya no es tu mentorizado.`)
};

export const community_mt_no_match = /** @type {(inputs: Community_Mt_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún mentorizado coincide con esa búsqueda.`)
};

export const community_mt_no_members = /** @type {(inputs: Community_Mt_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay miembros.`)
};

export const community_mt_no_mentees = /** @type {(inputs: Community_Mt_No_MenteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes mentorizados.`)
};

export const community_mt_no_mentees_invite = /** @type {(inputs: Community_Mt_No_Mentees_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes mentorizados. Invita a alguien a quien te gustaría acompañar.`)
};

export const community_mt_no_mentees_invite_first = /** @type {(inputs: Community_Mt_No_Mentees_Invite_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes mentorizados. Invita a alguien primero.`)
};

export const community_mt_no_mentees_prefix = /** @type {(inputs: Community_Mt_No_Mentees_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes mentorizados.`)
};

export const community_mt_no_pending = /** @type {(inputs: Community_Mt_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay invitaciones esperando respuesta.`)
};

export const community_mt_no_requests = /** @type {(inputs: Community_Mt_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes invitaciones pendientes. Cuando un mentor te invite, aparecerá aquí.`)
};

export const community_mt_nobody = /** @type {(inputs: Community_Mt_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nadie todavía`)
};

export const community_mt_none_assigned = /** @type {(inputs: Community_Mt_None_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no has asignado ningún curso.`)
};

export const community_mt_nothing_recommended = /** @type {(inputs: Community_Mt_Nothing_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no has recomendado nada.`)
};

export const community_mt_now_your_mentor = /** @type {(inputs: Community_Mt_Now_Your_MentorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya es tu mentor.`)
};

export const community_mt_one_moment = /** @type {(inputs: Community_Mt_One_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un momento…`)
};

export const community_mt_open_until = /** @type {(inputs: Community_Mt_Open_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abierta hasta el ${i?.date}`)
};

export const community_mt_open_until_lower = /** @type {(inputs: Community_Mt_Open_Until_LowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`abierta hasta el ${i?.date}`)
};

export const community_mt_pending_heading = /** @type {(inputs: Community_Mt_Pending_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones pendientes`)
};

export const community_mt_personal_message = /** @type {(inputs: Community_Mt_Personal_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje personal (opcional)`)
};

export const community_mt_progress_finished = /** @type {(inputs: Community_Mt_Progress_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminado`)
};

export const community_mt_progress_label = /** @type {(inputs: Community_Mt_Progress_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: progreso en ${i?.title}`)
};

export const community_mt_progress_not_started = /** @type {(inputs: Community_Mt_Progress_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin empezar`)
};

export const community_mt_progress_on = /** @type {(inputs: Community_Mt_Progress_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progreso en ${i?.title}`)
};

export const community_mt_progress_started = /** @type {(inputs: Community_Mt_Progress_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezado`)
};

export const community_mt_rec_saved = /** @type {(inputs: Community_Mt_Rec_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recomendación se ha guardado.`)
};

export const community_mt_rec_sent = /** @type {(inputs: Community_Mt_Rec_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu recomendación está en camino.`)
};

export const community_mt_recommend = /** @type {(inputs: Community_Mt_RecommendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomendar`)
};

export const community_mt_recs_empty = /** @type {(inputs: Community_Mt_Recs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no has recomendado nada. Recomienda un curso o un paquete a tus mentorizados o grupos; lo verán en su panel.`)
};

export const community_mt_remind = /** @type {(inputs: Community_Mt_RemindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordar`)
};

export const community_mt_remind_label = /** @type {(inputs: Community_Mt_Remind_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recordar a ${i?.who}`)
};

export const community_mt_reminder_failed = /** @type {(inputs: Community_Mt_Reminder_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido enviar el recordatorio. Inténtalo de nuevo.`)
};

export const community_mt_reminder_sent = /** @type {(inputs: Community_Mt_Reminder_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un recordatorio va de camino a ${i?.who}.`)
};

export const community_mt_reminders = /** @type {(inputs: Community_Mt_RemindersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} recordatorio`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} recordatorios`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} recordatorios`);
	return /** @type {LocalizedString} */ ("community_mt_reminders");
};

export const community_mt_remove_assignment_q = /** @type {(inputs: Community_Mt_Remove_Assignment_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Quitar «${i?.course}» de los cursos asignados a ${i?.name}? Si ya está inscrito, conserva el curso y su progreso.`)
};

export const community_mt_remove_from = /** @type {(inputs: Community_Mt_Remove_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.course} a ${i?.name}`)
};

export const community_mt_remove_mentee = /** @type {(inputs: Community_Mt_Remove_MenteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar mentorizado`)
};

export const community_mt_remove_mentee_label = /** @type {(inputs: Community_Mt_Remove_Mentee_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar mentorizado ${i?.who}`)
};

export const community_mt_remove_mentee_q = /** @type {(inputs: Community_Mt_Remove_Mentee_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Quitar a ${i?.who} como mentorizado? Saldrá de tus grupos y recomendaciones; sus propios cursos siguen siendo suyos.`)
};

export const community_mt_requests_label = /** @type {(inputs: Community_Mt_Requests_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones que esperan tu respuesta`)
};

export const community_mt_result = /** @type {(inputs: Community_Mt_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultado`)
};

export const community_mt_save_group = /** @type {(inputs: Community_Mt_Save_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar grupo`)
};

export const community_mt_save_rec = /** @type {(inputs: Community_Mt_Save_RecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar recomendación`)
};

export const community_mt_search_mentees = /** @type {(inputs: Community_Mt_Search_MenteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca entre tus mentorizados`)
};

export const community_mt_see_invitees = /** @type {(inputs: Community_Mt_See_InviteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los invitados`)
};

export const community_mt_send_invitations = /** @type {(inputs: Community_Mt_Send_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar invitaciones`)
};

export const community_mt_sending = /** @type {(inputs: Community_Mt_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

export const community_mt_status_accepted = /** @type {(inputs: Community_Mt_Status_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptada`)
};

export const community_mt_status_cancelled = /** @type {(inputs: Community_Mt_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

export const community_mt_status_declined = /** @type {(inputs: Community_Mt_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazada`)
};

export const community_mt_status_expired = /** @type {(inputs: Community_Mt_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caducada`)
};

export const community_mt_status_pending = /** @type {(inputs: Community_Mt_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente`)
};

export const community_mt_status_removed = /** @type {(inputs: Community_Mt_Status_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirada`)
};

export const community_mt_terms_before = /** @type {(inputs: Community_Mt_Terms_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antes de empezar, lee las`)
};

export const community_mt_terms_link = /** @type {(inputs: Community_Mt_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`condiciones para mentores`)
};

export const community_mt_the_course = /** @type {(inputs: Community_Mt_The_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el curso`)
};

export const community_mt_unassigned = /** @type {(inputs: Community_Mt_UnassignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.course}» ya no está asignado a ${i?.name}.`)
};

export const community_mt_welcome = /** @type {(inputs: Community_Mt_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te damos la bienvenida como mentor. Empieza invitando a alguien a quien te gustaría acompañar.`)
};

export const community_mt_withdraw = /** @type {(inputs: Community_Mt_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar`)
};

export const community_mt_withdraw_failed = /** @type {(inputs: Community_Mt_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido retirar la recomendación. Inténtalo de nuevo.`)
};

export const community_mt_withdraw_label = /** @type {(inputs: Community_Mt_Withdraw_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirar la recomendación de ${i?.title}`)
};

export const community_mt_withdraw_q = /** @type {(inputs: Community_Mt_Withdraw_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Retirar la recomendación de «${i?.title}»?`)
};

export const community_mt_withdrawn = /** @type {(inputs: Community_Mt_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha retirado la recomendación.`)
};

export const community_mt_your_groups = /** @type {(inputs: Community_Mt_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus grupos`)
};

export const community_mt_your_invitees = /** @type {(inputs: Community_Mt_Your_InviteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus invitados`)
};

export const community_mt_your_mentees = /** @type {(inputs: Community_Mt_Your_MenteesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus mentorizados`)
};

export const community_mt_your_recs = /** @type {(inputs: Community_Mt_Your_RecsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus recomendaciones`)
};

export const community_name = /** @type {(inputs: Community_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const community_of_five = /** @type {(inputs: Community_Of_FiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} de 5`)
};

export const community_org_attendance_saved = /** @type {(inputs: Community_Org_Attendance_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistencia guardada.`)
};

export const community_org_cancel_confirm = /** @type {(inputs: Community_Org_Cancel_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`¿Cancelar «${i?.title}»? Se avisará al ${i?.count} miembro que iba a asistir.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`¿Cancelar «${i?.title}»? Se avisará a los ${i?.count} miembros que iban a asistir.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`¿Cancelar «${i?.title}»? Se avisará a los ${i?.count} miembros que iban a asistir.`);
	return /** @type {LocalizedString} */ ("community_org_cancel_confirm");
};

export const community_org_cancel_session = /** @type {(inputs: Community_Org_Cancel_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la sesión`)
};

export const community_org_cancelled = /** @type {(inputs: Community_Org_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada. Se ha avisado a los miembros que iban a asistir.`)
};

export const community_org_caption = /** @type {(inputs: Community_Org_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesiones en directo, las más recientes primero`)
};

export const community_org_choose_audience = /** @type {(inputs: Community_Org_Choose_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un curso, una cohorte o un grupo`)
};

export const community_org_close = /** @type {(inputs: Community_Org_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const community_org_col_action = /** @type {(inputs: Community_Org_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acción`)
};

export const community_org_col_for = /** @type {(inputs: Community_Org_Col_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para`)
};

export const community_org_col_going = /** @type {(inputs: Community_Org_Col_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistentes`)
};

export const community_org_col_starts = /** @type {(inputs: Community_Org_Col_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza`)
};

export const community_org_col_state = /** @type {(inputs: Community_Org_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const community_org_col_title = /** @type {(inputs: Community_Org_Col_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

export const community_org_description = /** @type {(inputs: Community_Org_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción (opcional)`)
};

export const community_org_empty = /** @type {(inputs: Community_Org_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay sesiones en directo. Programa una para tus miembros.`)
};

export const community_org_fields = /** @type {(inputs: Community_Org_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay campos que revisar: mira las notas junto a ellos.`)
};

export const community_org_going = /** @type {(inputs: Community_Org_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistentes`)
};

export const community_org_going_of = /** @type {(inputs: Community_Org_Going_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.going} de ${i?.capacity}`)
};

export const community_org_https_hint = /** @type {(inputs: Community_Org_Https_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una dirección https://`)
};

export const community_org_join_hint = /** @type {(inputs: Community_Org_Join_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección https:// de la videollamada`)
};

export const community_org_join_link = /** @type {(inputs: Community_Org_Join_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace para unirse`)
};

export const community_org_length = /** @type {(inputs: Community_Org_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración en minutos`)
};

export const community_org_new = /** @type {(inputs: Community_Org_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva sesión en directo`)
};

export const community_org_nobody = /** @type {(inputs: Community_Org_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie dijo que iría.`)
};

export const community_org_open = /** @type {(inputs: Community_Org_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir`)
};

export const community_org_places = /** @type {(inputs: Community_Org_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazas`)
};

export const community_org_recording = /** @type {(inputs: Community_Org_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grabación`)
};

export const community_org_recording_link = /** @type {(inputs: Community_Org_Recording_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace a la grabación`)
};

export const community_org_recording_saved = /** @type {(inputs: Community_Org_Recording_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace de la grabación guardado.`)
};

export const community_org_save_attendance = /** @type {(inputs: Community_Org_Save_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar asistencia`)
};

export const community_org_save_changes = /** @type {(inputs: Community_Org_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

export const community_org_save_recording = /** @type {(inputs: Community_Org_Save_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar el enlace de la grabación`)
};

export const community_org_saved = /** @type {(inputs: Community_Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado. Los miembros que asisten reciben la invitación actualizada.`)
};

export const community_org_schedule = /** @type {(inputs: Community_Org_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programar`)
};

export const community_org_schedule_new = /** @type {(inputs: Community_Org_Schedule_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programar una sesión en directo`)
};

export const community_org_scheduled = /** @type {(inputs: Community_Org_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programada. Los miembros ya pueden decir que irán.`)
};

export const community_org_starts_hint = /** @type {(inputs: Community_Org_Starts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha y la hora en la zona horaria de abajo`)
};

export const community_org_state_cancelled = /** @type {(inputs: Community_Org_State_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

export const community_org_state_now = /** @type {(inputs: Community_Org_State_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora`)
};

export const community_org_state_over = /** @type {(inputs: Community_Org_State_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminada`)
};

export const community_org_state_upcoming = /** @type {(inputs: Community_Org_State_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima`)
};

export const community_org_summary = /** @type {(inputs: Community_Org_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para ${i?.audience}. Empieza ${i?.time}. ${i?.going} de ${i?.capacity} asistentes.`)
};

export const community_org_table_label = /** @type {(inputs: Community_Org_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabla de sesiones en directo`)
};

export const community_org_tick = /** @type {(inputs: Community_Org_TickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marca a los miembros que estuvieron: cada uno gana los puntos de asistencia una vez.`)
};

export const community_org_time_zone = /** @type {(inputs: Community_Org_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

export const community_org_who_came = /** @type {(inputs: Community_Org_Who_CameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién vino`)
};

export const community_org_yours = /** @type {(inputs: Community_Org_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus sesiones en directo`)
};

export const community_page_of = /** @type {(inputs: Community_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.last}`)
};

export const community_prac_add_note = /** @type {(inputs: Community_Prac_Add_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade una nota o cómo te sentiste`)
};

export const community_prac_added = /** @type {(inputs: Community_Prac_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» ya está en tu panel.`)
};

export const community_prac_all = /** @type {(inputs: Community_Prac_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las prácticas`)
};

export const community_prac_back_all = /** @type {(inputs: Community_Prac_Back_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Todas las prácticas`)
};

export const community_prac_badges_earned = /** @type {(inputs: Community_Prac_Badges_EarnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has conseguido «${i?.names}».`)
};

export const community_prac_check_in = /** @type {(inputs: Community_Prac_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar`)
};

export const community_prac_check_in_again = /** @type {(inputs: Community_Prac_Check_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar otra vez`)
};

export const community_prac_check_ins = /** @type {(inputs: Community_Prac_Check_InsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} registro`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} registros`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} registros`);
	return /** @type {LocalizedString} */ ("community_prac_check_ins");
};

export const community_prac_checkin_failed = /** @type {(inputs: Community_Prac_Checkin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido guardar el registro. Inténtalo de nuevo.`)
};

export const community_prac_days_a_week = /** @type {(inputs: Community_Prac_Days_A_WeekInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} día a la semana`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} días a la semana`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} días a la semana`);
	return /** @type {LocalizedString} */ ("community_prac_days_a_week");
};

export const community_prac_days_done = /** @type {(inputs: Community_Prac_Days_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días hechos`)
};

export const community_prac_days_per_week_caption = /** @type {(inputs: Community_Prac_Days_Per_Week_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días hechos por semana`)
};

export const community_prac_done_today = /** @type {(inputs: Community_Prac_Done_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hecho hoy`)
};

export const community_prac_empty = /** @type {(inputs: Community_Prac_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes prácticas. Las lecciones con una práctica te sugieren una; o empieza la tuya abajo.`)
};

export const community_prac_every_day = /** @type {(inputs: Community_Prac_Every_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todos los días de la semana`)
};

export const community_prac_feel_legend = /** @type {(inputs: Community_Prac_Feel_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo te sentiste? (opcional)`)
};

export const community_prac_feeling_hard = /** @type {(inputs: Community_Prac_Feeling_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 · Difícil`)
};

export const community_prac_feeling_lovely = /** @type {(inputs: Community_Prac_Feeling_LovelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 · Estupendo`)
};

export const community_prac_felt = /** @type {(inputs: Community_Prac_FeltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sensación: ${i?.word} (${i?.feeling} de 5)`)
};

export const community_prac_felt_1 = /** @type {(inputs: Community_Prac_Felt_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`difícil`)
};

export const community_prac_felt_2 = /** @type {(inputs: Community_Prac_Felt_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`algo difícil`)
};

export const community_prac_felt_3 = /** @type {(inputs: Community_Prac_Felt_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`normal`)
};

export const community_prac_felt_4 = /** @type {(inputs: Community_Prac_Felt_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bien`)
};

export const community_prac_felt_5 = /** @type {(inputs: Community_Prac_Felt_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`estupendo`)
};

export const community_prac_from_lesson = /** @type {(inputs: Community_Prac_From_LessonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De la lección «${i?.title}»`)
};

export const community_prac_home_empty = /** @type {(inputs: Community_Prac_Home_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantén una pequeña práctica unos días a la semana: una lección puede sugerirte una, o empieza la tuya.`)
};

export const community_prac_how_many_days = /** @type {(inputs: Community_Prac_How_Many_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cuántos días a la semana?`)
};

export const community_prac_in_a_row = /** @type {(inputs: Community_Prac_In_A_RowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} semana seguida`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} semanas seguidas`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} semanas seguidas`);
	return /** @type {LocalizedString} */ ("community_prac_in_a_row");
};

export const community_prac_last_weeks = /** @type {(inputs: Community_Prac_Last_WeeksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las últimas 12 semanas`)
};

export const community_prac_load_failed = /** @type {(inputs: Community_Prac_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se han podido cargar tus prácticas.`)
};

export const community_prac_loading = /** @type {(inputs: Community_Prac_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tus prácticas…`)
};

export const community_prac_longest = /** @type {(inputs: Community_Prac_LongestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Racha más larga: ${i?.weeks}`)
};

export const community_prac_n_of_m = /** @type {(inputs: Community_Prac_N_Of_MInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.target}`)
};

export const community_prac_new_heading = /** @type {(inputs: Community_Prac_New_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza una práctica propia`)
};

export const community_prac_no = /** @type {(inputs: Community_Prac_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const community_prac_no_check_ins = /** @type {(inputs: Community_Prac_No_Check_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay registros: regístrate desde tu panel o tus prácticas.`)
};

export const community_prac_not_found = /** @type {(inputs: Community_Prac_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa práctica no existe.`)
};

export const community_prac_note_optional = /** @type {(inputs: Community_Prac_Note_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota (opcional)`)
};

export const community_prac_offline_note = /** @type {(inputs: Community_Prac_Offline_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión: estas son tus prácticas tal como están guardadas en este dispositivo.`)
};

export const community_prac_offline_refused = /** @type {(inputs: Community_Prac_Offline_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se ha podido guardar un registro que hiciste sin conexión: ${i?.message}`)
};

export const community_prac_offline_toast = /** @type {(inputs: Community_Prac_Offline_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrado en este dispositivo: se enviará cuando vuelvas a tener conexión.`)
};

export const community_prac_on_days = /** @type {(inputs: Community_Prac_On_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`los ${i?.days}`)
};

export const community_prac_recent = /** @type {(inputs: Community_Prac_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registros recientes`)
};

export const community_prac_reminder_at = /** @type {(inputs: Community_Prac_Reminder_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`recordatorio a las ${i?.time}`)
};

export const community_prac_reminder_hint_edit = /** @type {(inputs: Community_Prac_Reminder_Hint_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En tu propia zona horaria. Déjalo vacío si no quieres recordatorio.`)
};

export const community_prac_reminder_hint_new = /** @type {(inputs: Community_Prac_Reminder_Hint_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A esta hora en tu propia zona horaria, los días en que aún no te hayas registrado. Los recordatorios siguen tus ajustes de notificaciones.`)
};

export const community_prac_reminder_optional = /** @type {(inputs: Community_Prac_Reminder_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordatorio (opcional)`)
};

export const community_prac_save = /** @type {(inputs: Community_Prac_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const community_prac_saved = /** @type {(inputs: Community_Prac_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado.`)
};

export const community_prac_saved_at = /** @type {(inputs: Community_Prac_Saved_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardado el ${i?.date}`)
};

export const community_prac_settings = /** @type {(inputs: Community_Prac_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes`)
};

export const community_prac_start = /** @type {(inputs: Community_Prac_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar una práctica`)
};

export const community_prac_start_this = /** @type {(inputs: Community_Prac_Start_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar esta práctica`)
};

export const community_prac_state_done = /** @type {(inputs: Community_Prac_State_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hecho`)
};

export const community_prac_state_future = /** @type {(inputs: Community_Prac_State_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por llegar`)
};

export const community_prac_state_missed = /** @type {(inputs: Community_Prac_State_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no hecho`)
};

export const community_prac_state_today = /** @type {(inputs: Community_Prac_State_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hoy, todavía no`)
};

export const community_prac_stop = /** @type {(inputs: Community_Prac_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar esta práctica`)
};

export const community_prac_stop_confirm = /** @type {(inputs: Community_Prac_Stop_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Dejar «${i?.name}»? Saldrá de tu panel y sus recordatorios terminarán; su historial y sus recompensas se conservan.`)
};

export const community_prac_stopped = /** @type {(inputs: Community_Prac_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has dejado «${i?.name}».`)
};

export const community_prac_suggested_by = /** @type {(inputs: Community_Prac_Suggested_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sugerida por la lección «${i?.title}»`)
};

export const community_prac_target_hint = /** @type {(inputs: Community_Prac_Target_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una semana cuenta cuando llegas a esta cifra; un día perdido nunca rompe tu racha.`)
};

export const community_prac_target_met = /** @type {(inputs: Community_Prac_Target_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objetivo cumplido`)
};

export const community_prac_this_week_line = /** @type {(inputs: Community_Prac_This_Week_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.target} días esta semana`)
};

export const community_prac_this_week_of = /** @type {(inputs: Community_Prac_This_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta semana de ${i?.name}`)
};

export const community_prac_waiting = /** @type {(inputs: Community_Prac_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} registro espera en este dispositivo hasta que vuelvas a tener conexión.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} registros esperan en este dispositivo hasta que vuelvas a tener conexión.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} registros esperan en este dispositivo hasta que vuelvas a tener conexión.`);
	return /** @type {LocalizedString} */ ("community_prac_waiting");
};

export const community_prac_week_done_line = /** @type {(inputs: Community_Prac_Week_Done_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Semana completada: ${i?.done} de ${i?.target} días`)
};

export const community_prac_week_done_toast = /** @type {(inputs: Community_Prac_Week_Done_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Semana completada: +${i?.points} puntos.`)
};

export const community_prac_week_of = /** @type {(inputs: Community_Prac_Week_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semana del`)
};

export const community_prac_weeks = /** @type {(inputs: Community_Prac_WeeksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} semana`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} semanas`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} semanas`);
	return /** @type {LocalizedString} */ ("community_prac_weeks");
};

export const community_prac_what = /** @type {(inputs: Community_Prac_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué vas a practicar?`)
};

export const community_prac_what_placeholder = /** @type {(inputs: Community_Prac_What_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un paseo de diez minutos`)
};

export const community_prac_which_days = /** @type {(inputs: Community_Prac_Which_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué días? (opcional)`)
};

export const community_prac_which_days_hint = /** @type {(inputs: Community_Prac_Which_Days_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjalos todos sin marcar para los días que te vengan bien. Los recordatorios y tu calendario llegan los días que marques.`)
};

export const community_prac_yes = /** @type {(inputs: Community_Prac_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const community_practice_title = /** @type {(inputs: Community_Practice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Práctica`)
};

export const community_practices_heading = /** @type {(inputs: Community_Practices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus prácticas`)
};

export const community_practices_title = /** @type {(inputs: Community_Practices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prácticas`)
};

export const community_recommend_course = /** @type {(inputs: Community_Recommend_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomendar un curso`)
};

export const community_recommendations_title = /** @type {(inputs: Community_Recommendations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomendaciones de cursos`)
};

export const community_remove = /** @type {(inputs: Community_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

export const community_review_title = /** @type {(inputs: Community_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repaso`)
};

export const community_rv_answer = /** @type {(inputs: Community_Rv_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta:`)
};

export const community_rv_back_dashboard = /** @type {(inputs: Community_Rv_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a tu panel`)
};

export const community_rv_card_of = /** @type {(inputs: Community_Rv_Card_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarjeta ${i?.index} de ${i?.total}`)
};

export const community_rv_come_back = /** @type {(inputs: Community_Rv_Come_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus tarjetas vuelven los días que les toca.`)
};

export const community_rv_complete = /** @type {(inputs: Community_Rv_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repaso terminado`)
};

export const community_rv_dashboard = /** @type {(inputs: Community_Rv_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel`)
};

export const community_rv_done = /** @type {(inputs: Community_Rv_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El repaso de hoy está hecho. Tus tarjetas vuelven los días que les toca.`)
};

export const community_rv_done_points = /** @type {(inputs: Community_Rv_Done_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El repaso de hoy está hecho: has ganado ${i?.points} puntos. Tus tarjetas vuelven los días que les toca.`)
};

export const community_rv_done_well = /** @type {(inputs: Community_Rv_Done_WellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El repaso de hoy está hecho. ¡Buena memoria!`)
};

export const community_rv_due_today = /** @type {(inputs: Community_Rv_Due_TodayInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} tarjeta para repasar hoy`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} tarjetas para repasar hoy`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} tarjetas para repasar hoy`);
	return /** @type {LocalizedString} */ ("community_rv_due_today");
};

export const community_rv_earned = /** @type {(inputs: Community_Rv_EarnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has ganado ${i?.points} puntos.`)
};

export const community_rv_empty = /** @type {(inputs: Community_Rv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina un cuestionario y sus preguntas volverán aquí, espaciadas para que no se te olviden.`)
};

export const community_rv_empty_home = /** @type {(inputs: Community_Rv_Empty_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina un cuestionario y sus preguntas volverán aquí para repasarlas, espaciadas para que no se te olviden.`)
};

export const community_rv_err_answer = /** @type {(inputs: Community_Rv_Err_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido cargar la respuesta. Inténtalo de nuevo.`)
};

export const community_rv_err_grade = /** @type {(inputs: Community_Rv_Err_GradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido guardar la nota. Inténtalo de nuevo.`)
};

export const community_rv_go_courses = /** @type {(inputs: Community_Rv_Go_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a tus cursos`)
};

export const community_rv_grade_1 = /** @type {(inputs: Community_Rv_Grade_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otra vez`)
};

export const community_rv_grade_2 = /** @type {(inputs: Community_Rv_Grade_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difícil`)
};

export const community_rv_grade_3 = /** @type {(inputs: Community_Rv_Grade_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bien`)
};

export const community_rv_grade_4 = /** @type {(inputs: Community_Rv_Grade_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil`)
};

export const community_rv_hint_1 = /** @type {(inputs: Community_Rv_Hint_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No lo sabía`)
};

export const community_rv_hint_2 = /** @type {(inputs: Community_Rv_Hint_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me costó recordarlo`)
};

export const community_rv_hint_3 = /** @type {(inputs: Community_Rv_Hint_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo recordé`)
};

export const community_rv_hint_4 = /** @type {(inputs: Community_Rv_Hint_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil`)
};

export const community_rv_how_well = /** @type {(inputs: Community_Rv_How_WellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Lo recordaste bien? Pulsa de 1 a 4.`)
};

export const community_rv_index_of = /** @type {(inputs: Community_Rv_Index_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.index} de ${i?.total}`)
};

export const community_rv_load_failed = /** @type {(inputs: Community_Rv_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se ha podido cargar tu repaso. Inténtalo más tarde.`)
};

export const community_rv_load_failed_short = /** @type {(inputs: Community_Rv_Load_Failed_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se ha podido cargar tu repaso.`)
};

export const community_rv_loading = /** @type {(inputs: Community_Rv_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tu repaso…`)
};

export const community_rv_loading_short = /** @type {(inputs: Community_Rv_Loading_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando…`)
};

export const community_rv_login = /** @type {(inputs: Community_Rv_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienes que iniciar sesión para repasar. Te llevamos a la página de acceso…`)
};

export const community_rv_missed = /** @type {(inputs: Community_Rv_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallada en el cuestionario`)
};

export const community_rv_more = /** @type {(inputs: Community_Rv_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Repasar ${i?.count} tarjeta más`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Repasar ${i?.count} tarjetas más`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Repasar ${i?.count} tarjetas más`);
	return /** @type {LocalizedString} */ ("community_rv_more");
};

export const community_rv_nothing = /** @type {(inputs: Community_Rv_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy no hay nada que repasar`)
};

export const community_rv_nothing_home = /** @type {(inputs: Community_Rv_Nothing_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy no hay nada que repasar. Tus tarjetas vuelven los días que les toca.`)
};

export const community_rv_options = /** @type {(inputs: Community_Rv_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opciones`)
};

export const community_rv_reviewed = /** @type {(inputs: Community_Rv_ReviewedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Hoy has repasado ${i?.count} tarjeta.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Hoy has repasado ${i?.count} tarjetas.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Hoy has repasado ${i?.count} tarjetas.`);
	return /** @type {LocalizedString} */ ("community_rv_reviewed");
};

export const community_rv_right = /** @type {(inputs: Community_Rv_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ respuesta correcta`)
};

export const community_rv_show_answer = /** @type {(inputs: Community_Rv_Show_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la respuesta`)
};

export const community_rv_space = /** @type {(inputs: Community_Rv_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espacio`)
};

export const community_rv_start = /** @type {(inputs: Community_Rv_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar el repaso`)
};

export const community_rv_think = /** @type {(inputs: Community_Rv_ThinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piensa la respuesta y pulsa Espacio o Intro.`)
};

export const community_saving = /** @type {(inputs: Community_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

export const community_show_as_table = /** @type {(inputs: Community_Show_As_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver como tabla`)
};

export const community_task_review_title = /** @type {(inputs: Community_Task_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisión de tarea`)
};

export const community_tasks_title = /** @type {(inputs: Community_Tasks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tareas por revisar`)
};

export const community_try_again = /** @type {(inputs: Community_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ha funcionado. Inténtalo de nuevo.`)
};

export const dialog_alert_title = /** @type {(inputs: Dialog_Alert_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso`)
};

export const dialog_cancel = /** @type {(inputs: Dialog_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const dialog_confirm_title = /** @type {(inputs: Dialog_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmación`)
};

export const dialog_ok = /** @type {(inputs: Dialog_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar`)
};

export const dialog_yes = /** @type {(inputs: Dialog_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const footer_about = /** @type {(inputs: Footer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos`)
};

export const footer_all_pages = /** @type {(inputs: Footer_All_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las páginas`)
};

export const footer_app_store = /** @type {(inputs: Footer_App_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descárgala en el App Store`)
};

export const footer_blog = /** @type {(inputs: Footer_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

export const footer_bundles = /** @type {(inputs: Footer_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquetes`)
};

export const footer_careers = /** @type {(inputs: Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empleo`)
};

export const footer_case_studies = /** @type {(inputs: Footer_Case_StudiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Casos de éxito`)
};

export const footer_company = /** @type {(inputs: Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empresa`)
};

export const footer_contact = /** @type {(inputs: Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto`)
};

export const footer_cookie_settings = /** @type {(inputs: Footer_Cookie_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes de cookies`)
};

export const footer_cookies = /** @type {(inputs: Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de cookies`)
};

export const footer_courses = /** @type {(inputs: Footer_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos`)
};

export const footer_get_app = /** @type {(inputs: Footer_Get_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descarga la app`)
};

export const footer_google_play = /** @type {(inputs: Footer_Google_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disponible en Google Play`)
};

export const footer_help = /** @type {(inputs: Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro de ayuda`)
};

export const footer_install_app = /** @type {(inputs: Footer_Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instalar la app`)
};

export const footer_learn = /** @type {(inputs: Footer_LearnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprender`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal`)
};

export const footer_powered = /** @type {(inputs: Footer_PoweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con la tecnología de Wellspring Learning Platform`)
};

export const footer_pricing = /** @type {(inputs: Footer_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Productos y precios`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidad`)
};

export const footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} Wellspring. Todos los derechos reservados.`)
};

export const footer_social = /** @type {(inputs: Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redes sociales`)
};

export const footer_support = /** @type {(inputs: Footer_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Tienes alguna pregunta? Llámanos 24/7`)
};

export const footer_support_heading = /** @type {(inputs: Footer_Support_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda`)
};

export const footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ecosistema completo para el desarrollo personal y el bienestar.`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos y condiciones`)
};

export const footer_testimonials = /** @type {(inputs: Footer_TestimonialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testimonios`)
};

export const header_all_courses = /** @type {(inputs: Header_All_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los cursos`)
};

export const header_blog = /** @type {(inputs: Header_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

export const header_bundles = /** @type {(inputs: Header_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquetes`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar el menú`)
};

export const header_courses = /** @type {(inputs: Header_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos`)
};

export const header_hi = /** @type {(inputs: Header_HiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hola`)
};

export const header_hi_name = /** @type {(inputs: Header_Hi_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}`)
};

export const header_home = /** @type {(inputs: Header_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de Wellspring`)
};

export const header_login = /** @type {(inputs: Header_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

export const header_logout = /** @type {(inputs: Header_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir`)
};

export const header_main_nav = /** @type {(inputs: Header_Main_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const header_menu = /** @type {(inputs: Header_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú`)
};

export const header_notifications = /** @type {(inputs: Header_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el menú`)
};

export const header_search_button = /** @type {(inputs: Header_Search_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const header_search_label = /** @type {(inputs: Header_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar cursos`)
};

export const header_search_label_phone = /** @type {(inputs: Header_Search_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar cursos en el móvil`)
};

export const header_sign_up = /** @type {(inputs: Header_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate`)
};

export const header_studio = /** @type {(inputs: Header_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estudio`)
};

export const language_name_en = /** @type {(inputs: Language_Name_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const language_name_es = /** @type {(inputs: Language_Name_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Español`)
};

export const language_suggestion_dismiss = /** @type {(inputs: Language_Suggestion_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, gracias`)
};

export const language_suggestion_link = /** @type {(inputs: Language_Suggestion_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leerla en español`)
};

export const language_suggestion_text = /** @type {(inputs: Language_Suggestion_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página también está en español.`)
};

export const language_switch_label = /** @type {(inputs: Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const language_switch_label_footer = /** @type {(inputs: Language_Switch_Label_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma del sitio`)
};

export const language_switch_to = /** @type {(inputs: Language_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leer esta página en ${i?.language}`)
};

export const learning_back_label = /** @type {(inputs: Learning_Back_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a mis cursos`)
};

export const learning_browse_courses = /** @type {(inputs: Learning_Browse_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar cursos`)
};

export const learning_cancel = /** @type {(inputs: Learning_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const learning_certificate_code = /** @type {(inputs: Learning_Certificate_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código del certificado: ${i?.code}. Cualquiera puede comprobarlo en la página de verificación.`)
};

export const learning_checklist_legend = /** @type {(inputs: Learning_Checklist_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marca cada paso a medida que lo haces (${i?.done} de ${i?.total})`)
};

export const learning_checklist_save = /** @type {(inputs: Learning_Checklist_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar lista`)
};

export const learning_completed = /** @type {(inputs: Learning_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completada`)
};

export const learning_connection_offline = /** @type {(inputs: Learning_Connection_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión. Tu trabajo se guarda en este dispositivo.`)
};

export const learning_connection_offline_waiting = /** @type {(inputs: Learning_Connection_Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sin conexión: ${i?.count} cambio pendiente. Tu trabajo se guarda en este dispositivo.`);
	return /** @type {LocalizedString} */ (`Sin conexión: ${i?.count} cambios pendientes. Tu trabajo se guarda en este dispositivo.`)
	
};

export const learning_connection_sending = /** @type {(inputs: Learning_Connection_SendingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Enviando ${i?.count} cambio guardado…`);
	return /** @type {LocalizedString} */ (`Enviando ${i?.count} cambios guardados…`)
	
};

export const learning_course_complete = /** @type {(inputs: Learning_Course_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curso completado`)
};

export const learning_did_not_work = /** @type {(inputs: Learning_Did_Not_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No funcionó. Inténtalo de nuevo.`)
};

export const learning_disc_choose_reason = /** @type {(inputs: Learning_Disc_Choose_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige por qué denuncias esta publicación.`)
};

export const learning_disc_delete = /** @type {(inputs: Learning_Disc_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

export const learning_disc_delete_confirm = /** @type {(inputs: Learning_Disc_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar tu publicación? Las respuestas se mantienen.`)
};

export const learning_disc_delete_failed = /** @type {(inputs: Learning_Disc_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la publicación. Inténtalo de nuevo.`)
};

export const learning_disc_delete_post = /** @type {(inputs: Learning_Disc_Delete_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar publicación`)
};

export const learning_disc_deleted = /** @type {(inputs: Learning_Disc_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su autor eliminó esta publicación.`)
};

export const learning_disc_deleted_toast = /** @type {(inputs: Learning_Disc_Deleted_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se eliminó tu publicación.`)
};

export const learning_disc_edit = /** @type {(inputs: Learning_Disc_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

export const learning_disc_edit_failed = /** @type {(inputs: Learning_Disc_Edit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar tu cambio. Inténtalo de nuevo.`)
};

export const learning_disc_edit_label = /** @type {(inputs: Learning_Disc_Edit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edita tu publicación`)
};

export const learning_disc_edited = /** @type {(inputs: Learning_Disc_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(editado)`)
};

export const learning_disc_empty = /** @type {(inputs: Learning_Disc_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie ha escrito aquí todavía. Haz una pregunta o comparte lo que observaste.`)
};

export const learning_disc_heading = /** @type {(inputs: Learning_Disc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conversación`)
};

export const learning_disc_heading_count = /** @type {(inputs: Learning_Disc_Heading_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conversación (${i?.count})`)
};

export const learning_disc_hidden = /** @type {(inputs: Learning_Disc_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oculta para los miembros.`)
};

export const learning_disc_hidden_reason = /** @type {(inputs: Learning_Disc_Hidden_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oculta para los miembros: ${i?.reason}.`)
};

export const learning_disc_hide = /** @type {(inputs: Learning_Disc_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar`)
};

export const learning_disc_hide_failed = /** @type {(inputs: Learning_Disc_Hide_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo ocultar la publicación. Inténtalo de nuevo.`)
};

export const learning_disc_hide_post = /** @type {(inputs: Learning_Disc_Hide_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar publicación`)
};

export const learning_disc_hide_title = /** @type {(inputs: Learning_Disc_Hide_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocultar la publicación de ${i?.name}`)
};

export const learning_disc_hint = /** @type {(inputs: Learning_Disc_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`*énfasis*, **negrita**, listas con «- », enlaces a páginas de este sitio. Escribe @ para mencionar a un compañero.`)
};

export const learning_disc_load_failed = /** @type {(inputs: Learning_Disc_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la conversación.`)
};

export const learning_disc_loading = /** @type {(inputs: Learning_Disc_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la conversación…`)
};

export const learning_disc_lock = /** @type {(inputs: Learning_Disc_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar hilo`)
};

export const learning_disc_lock_failed = /** @type {(inputs: Learning_Disc_Lock_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar el hilo. Inténtalo de nuevo.`)
};

export const learning_disc_locked = /** @type {(inputs: Learning_Disc_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este hilo está cerrado: no admite más respuestas.`)
};

export const learning_disc_mark_admin = /** @type {(inputs: Learning_Disc_Mark_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administración`)
};

export const learning_disc_mark_author = /** @type {(inputs: Learning_Disc_Mark_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autor del curso`)
};

export const learning_disc_mark_mentor = /** @type {(inputs: Learning_Disc_Mark_MentorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentor`)
};

export const learning_disc_mention_list = /** @type {(inputs: Learning_Disc_Mention_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compañeros para mencionar`)
};

export const learning_disc_more_replies = /** @type {(inputs: Learning_Disc_More_RepliesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mostrar ${i?.count} respuesta más`);
	return /** @type {LocalizedString} */ (`Mostrar ${i?.count} respuestas más`)
	
};

export const learning_disc_new_post = /** @type {(inputs: Learning_Disc_New_PostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nueva publicación de ${i?.name}`)
};

export const learning_disc_newest = /** @type {(inputs: Learning_Disc_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más recientes primero`)
};

export const learning_disc_next = /** @type {(inputs: Learning_Disc_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

export const learning_disc_no_more = /** @type {(inputs: Learning_Disc_No_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay más hilos.`)
};

export const learning_disc_note_hide = /** @type {(inputs: Learning_Disc_Note_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (se le comunica al miembro)`)
};

export const learning_disc_note_report = /** @type {(inputs: Learning_Disc_Note_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo que deban saber los moderadores (opcional)`)
};

export const learning_disc_oldest = /** @type {(inputs: Learning_Disc_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más antiguos primero`)
};

export const learning_disc_page = /** @type {(inputs: Learning_Disc_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.last}`)
};

export const learning_disc_pages = /** @type {(inputs: Learning_Disc_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de la conversación`)
};

export const learning_disc_post = /** @type {(inputs: Learning_Disc_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

export const learning_disc_post_failed = /** @type {(inputs: Learning_Disc_Post_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar tu publicación. Inténtalo de nuevo.`)
};

export const learning_disc_previous = /** @type {(inputs: Learning_Disc_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

export const learning_disc_reaction_failed = /** @type {(inputs: Learning_Disc_Reaction_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar tu reacción. Inténtalo de nuevo.`)
};

export const learning_disc_reaction_insightful = /** @type {(inputs: Learning_Disc_Reaction_InsightfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revelador`)
};

export const learning_disc_reaction_like = /** @type {(inputs: Learning_Disc_Reaction_LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me gusta`)
};

export const learning_disc_reaction_thanks = /** @type {(inputs: Learning_Disc_Reaction_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias`)
};

export const learning_disc_reactions = /** @type {(inputs: Learning_Disc_ReactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reacciones`)
};

export const learning_disc_reason_abuse = /** @type {(inputs: Learning_Disc_Reason_AbuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconsiderado u ofensivo`)
};

export const learning_disc_reason_off_topic = /** @type {(inputs: Learning_Disc_Reason_Off_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuera de tema`)
};

export const learning_disc_reason_other = /** @type {(inputs: Learning_Disc_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro motivo`)
};

export const learning_disc_reason_spam = /** @type {(inputs: Learning_Disc_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam o publicidad`)
};

export const learning_disc_replies_failed = /** @type {(inputs: Learning_Disc_Replies_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las respuestas. Inténtalo de nuevo.`)
};

export const learning_disc_replies_to = /** @type {(inputs: Learning_Disc_Replies_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respuestas a ${i?.name}`)
};

export const learning_disc_reply = /** @type {(inputs: Learning_Disc_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responder`)
};

export const learning_disc_reply_failed = /** @type {(inputs: Learning_Disc_Reply_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar tu respuesta. Inténtalo de nuevo.`)
};

export const learning_disc_reply_to = /** @type {(inputs: Learning_Disc_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Responder a ${i?.name}`)
};

export const learning_disc_report = /** @type {(inputs: Learning_Disc_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar`)
};

export const learning_disc_report_failed = /** @type {(inputs: Learning_Disc_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar la denuncia. Inténtalo de nuevo.`)
};

export const learning_disc_report_title = /** @type {(inputs: Learning_Disc_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Denunciar la publicación de ${i?.name}`)
};

export const learning_disc_restore = /** @type {(inputs: Learning_Disc_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar`)
};

export const learning_disc_restore_failed = /** @type {(inputs: Learning_Disc_Restore_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo restaurar la publicación. Inténtalo de nuevo.`)
};

export const learning_disc_save = /** @type {(inputs: Learning_Disc_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const learning_disc_say_why = /** @type {(inputs: Learning_Disc_Say_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explica por qué se oculta la publicación; se le comunicará al miembro.`)
};

export const learning_disc_send_report = /** @type {(inputs: Learning_Disc_Send_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar denuncia`)
};

export const learning_disc_sending = /** @type {(inputs: Learning_Disc_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

export const learning_disc_show = /** @type {(inputs: Learning_Disc_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

export const learning_disc_start = /** @type {(inputs: Learning_Disc_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza una conversación`)
};

export const learning_disc_unlock = /** @type {(inputs: Learning_Disc_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reabrir hilo`)
};

export const learning_disc_why = /** @type {(inputs: Learning_Disc_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Por qué?`)
};

export const learning_disc_your_reply = /** @type {(inputs: Learning_Disc_Your_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu respuesta a ${i?.name}`)
};

export const learning_done_for_now = /** @type {(inputs: Learning_Done_For_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Terminaste por hoy?`)
};

export const learning_download_certificate = /** @type {(inputs: Learning_Download_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar certificado (PDF)`)
};

export const learning_download_credential = /** @type {(inputs: Learning_Download_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar credencial Open Badges`)
};

export const learning_energy_high = /** @type {(inputs: Learning_Energy_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · alta`)
};

export const learning_energy_low = /** @type {(inputs: Learning_Energy_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · baja`)
};

export const learning_finished_lead = /** @type {(inputs: Learning_Finished_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completaste todas las lecciones. Bien hecho por dedicarte este tiempo.`)
};

export const learning_finished_title = /** @type {(inputs: Learning_Finished_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminaste ${i?.course}`)
};

export const learning_get_certificate = /** @type {(inputs: Learning_Get_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtén tu certificado`)
};

export const learning_home_page = /** @type {(inputs: Learning_Home_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página de inicio`)
};

export const learning_kicker = /** @type {(inputs: Learning_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lección ${i?.position} de ${i?.total} · ${i?.minutes} min`)
};

export const learning_kind_checklist = /** @type {(inputs: Learning_Kind_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de pasos`)
};

export const learning_kind_detail = /** @type {(inputs: Learning_Kind_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura`)
};

export const learning_kind_quiz = /** @type {(inputs: Learning_Kind_QuizInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuestionario`)
};

export const learning_kind_survey = /** @type {(inputs: Learning_Kind_SurveyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuesta`)
};

export const learning_kind_task = /** @type {(inputs: Learning_Kind_TaskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarea`)
};

export const learning_lesson_media = /** @type {(inputs: Learning_Lesson_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido multimedia de la lección`)
};

export const learning_locked_cohort = /** @type {(inputs: Learning_Locked_CohortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu grupo empieza el ${i?.date}. Esta lección se abre ese día.`)
};

export const learning_locked_opens = /** @type {(inputs: Learning_Locked_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta lección aún no está abierta. Se abre el ${i?.date}.`)
};

export const learning_login_needed = /** @type {(inputs: Learning_Login_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienes que iniciar sesión para ver esta lección. Te llevamos a la página de inicio de sesión…`)
};

export const learning_mark_done = /** @type {(inputs: Learning_Mark_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como hecha`)
};

export const learning_marked_done = /** @type {(inputs: Learning_Marked_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcada como hecha`)
};

export const learning_mood_good = /** @type {(inputs: Learning_Mood_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bien`)
};

export const learning_mood_great = /** @type {(inputs: Learning_Mood_GreatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genial`)
};

export const learning_mood_low = /** @type {(inputs: Learning_Mood_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bajo`)
};

export const learning_mood_okay = /** @type {(inputs: Learning_Mood_OkayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

export const learning_mood_rough = /** @type {(inputs: Learning_Mood_RoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mal`)
};

export const learning_my_courses = /** @type {(inputs: Learning_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis cursos`)
};

export const learning_my_journal = /** @type {(inputs: Learning_My_JournalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi diario`)
};

export const learning_nav_label = /** @type {(inputs: Learning_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lección anterior y siguiente`)
};

export const learning_nav_next = /** @type {(inputs: Learning_Nav_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente →`)
};

export const learning_nav_previous = /** @type {(inputs: Learning_Nav_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Anterior`)
};

export const learning_next_in_bundle = /** @type {(inputs: Learning_Next_In_BundleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siguiente en ${i?.bundle}: ${i?.course}`)
};

export const learning_no_such_address = /** @type {(inputs: Learning_No_Such_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa dirección de lección no existe.`)
};

export const learning_not_in_enrolment = /** @type {(inputs: Learning_Not_In_EnrolmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta lección no forma parte de esa inscripción.`)
};

export const learning_not_yours = /** @type {(inputs: Learning_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta lección no está en tus cursos.`)
};

export const learning_offline_copy = /** @type {(inputs: Learning_Offline_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión: esta es la copia de la lección guardada en este dispositivo.`)
};

export const learning_offline_file = /** @type {(inputs: Learning_Offline_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión y este navegador no puede guardar el archivo hasta que vuelvas. Tu respuesta se guarda en este dispositivo; adjunta el archivo de nuevo cuando vuelvas a estar en línea.`)
};

export const learning_offline_save_failed = /** @type {(inputs: Learning_Offline_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar un cambio que hiciste sin conexión: ${i?.error}`)
};

export const learning_open_file = /** @type {(inputs: Learning_Open_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir ${i?.title}`)
};

export const learning_optional = /** @type {(inputs: Learning_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opcional)`)
};

export const learning_outline_completed = /** @type {(inputs: Learning_Outline_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (completada)`)
};

export const learning_outline_opens = /** @type {(inputs: Learning_Outline_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se abre el ${i?.date}`)
};

export const learning_outline_progress = /** @type {(inputs: Learning_Outline_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% completado · ${i?.done} de ${i?.total} lecciones`)
};

export const learning_outline_section = /** @type {(inputs: Learning_Outline_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sección ${i?.number}: ${i?.title}`)
};

export const learning_outline_section_count = /** @type {(inputs: Learning_Outline_Section_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.total}`)
};

export const learning_outline_section_done = /** @type {(inputs: Learning_Outline_Section_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` hechas`)
};

export const learning_outline_summary = /** @type {(inputs: Learning_Outline_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temario del curso`)
};

export const learning_page_loading = /** @type {(inputs: Learning_Page_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cargando...`)
};

export const learning_page_title = /** @type {(inputs: Learning_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lección`)
};

export const learning_position = /** @type {(inputs: Learning_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lección ${i?.position} de ${i?.total}`)
};

export const learning_practice_adopt = /** @type {(inputs: Learning_Practice_AdoptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adoptar esta práctica`)
};

export const learning_practice_adopting = /** @type {(inputs: Learning_Practice_AdoptingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adoptando…`)
};

export const learning_practice_checkin = /** @type {(inputs: Learning_Practice_CheckinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrala desde tu panel`)
};

export const learning_practice_failed = /** @type {(inputs: Learning_Practice_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo adoptar la práctica. Inténtalo de nuevo.`)
};

export const learning_practice_history = /** @type {(inputs: Learning_Practice_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`consulta su historial`)
};

export const learning_practice_kept = /** @type {(inputs: Learning_Practice_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya sigues esta práctica.`)
};

export const learning_practice_or = /** @type {(inputs: Learning_Practice_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o`)
};

export const learning_practice_suggested = /** @type {(inputs: Learning_Practice_SuggestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sugerido: ${i?.days}. Una semana cuenta cuando lo alcanzas; un día perdido nunca rompe tu racha.`)
};

export const learning_practice_title = /** @type {(inputs: Learning_Practice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una práctica para mantener: ${i?.name}`)
};

export const learning_quiz_again = /** @type {(inputs: Learning_Quiz_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer el cuestionario de nuevo`)
};

export const learning_quiz_all_used = /** @type {(inputs: Learning_Quiz_All_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has usado los ${i?.max} intentos de este cuestionario.`)
};

export const learning_quiz_attempts_left = /** @type {(inputs: Learning_Quiz_Attempts_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Te queda ${i?.count} intento. Verás qué respuestas eran correctas cuando apruebes o hayas usado todos los intentos.`);
	return /** @type {LocalizedString} */ (`Te quedan ${i?.count} intentos. Verás qué respuestas eran correctas cuando apruebes o hayas usado todos los intentos.`)
	
};

export const learning_quiz_best = /** @type {(inputs: Learning_Quiz_BestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · mejor resultado hasta ahora ${i?.best}%`)
};

export const learning_quiz_choose_all = /** @type {(inputs: Learning_Quiz_Choose_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (elige todas las que correspondan)`)
};

export const learning_quiz_correct = /** @type {(inputs: Learning_Quiz_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correcto.`)
};

export const learning_quiz_correct_answer = /** @type {(inputs: Learning_Quiz_Correct_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respuesta correcta: ${i?.answer}.`)
};

export const learning_quiz_drawn = /** @type {(inputs: Learning_Quiz_DrawnInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pregunta elegida al azar entre ${i?.total} (cada intento elige otras)`);
	return /** @type {LocalizedString} */ (`${i?.count} preguntas elegidas al azar entre ${i?.total} (cada intento elige otras)`)
	
};

export const learning_quiz_no_answer = /** @type {(inputs: Learning_Quiz_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin respuesta`)
};

export const learning_quiz_not_passed = /** @type {(inputs: Learning_Quiz_Not_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.score}%: aún no aprobado`)
};

export const learning_quiz_not_quite = /** @type {(inputs: Learning_Quiz_Not_QuiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No exactamente.`)
};

export const learning_quiz_pass_mark = /** @type {(inputs: Learning_Quiz_Pass_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · nota para aprobar ${i?.pass}%`)
};

export const learning_quiz_passed = /** @type {(inputs: Learning_Quiz_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprobado con un ${i?.score}%`)
};

export const learning_quiz_question = /** @type {(inputs: Learning_Quiz_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pregunta ${i?.number}. `)
};

export const learning_quiz_questions = /** @type {(inputs: Learning_Quiz_QuestionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pregunta`);
	return /** @type {LocalizedString} */ (`${i?.count} preguntas`)
	
};

export const learning_quiz_queued = /** @type {(inputs: Learning_Quiz_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus respuestas se calificarán cuando vuelvas a estar en línea.`)
};

export const learning_quiz_submit = /** @type {(inputs: Learning_Quiz_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar respuestas`)
};

export const learning_quiz_summary = /** @type {(inputs: Learning_Quiz_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La nota para aprobar es ${i?.pass}%. Tu mejor resultado es ${i?.best}% tras ${i?.count} intento.`);
	return /** @type {LocalizedString} */ (`La nota para aprobar es ${i?.pass}%. Tu mejor resultado es ${i?.best}% tras ${i?.count} intentos.`)
	
};

export const learning_quiz_your_answer = /** @type {(inputs: Learning_Quiz_Your_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu respuesta: ${i?.answer}.`)
};

export const learning_rating_not_at_all = /** @type {(inputs: Learning_Rating_Not_At_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada`)
};

export const learning_rating_somewhat = /** @type {(inputs: Learning_Rating_SomewhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo`)
};

export const learning_rating_very_much = /** @type {(inputs: Learning_Rating_Very_MuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mucho`)
};

export const learning_reflect_draft = /** @type {(inputs: Learning_Reflect_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador guardado en este dispositivo.`)
};

export const learning_reflect_energy = /** @type {(inputs: Learning_Reflect_EnergyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Energía`)
};

export const learning_reflect_feeling = /** @type {(inputs: Learning_Reflect_FeelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo te sientes?`)
};

export const learning_reflect_offline_failed = /** @type {(inputs: Learning_Reflect_Offline_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar una reflexión que escribiste sin conexión: ${i?.error}`)
};

export const learning_reflect_private = /** @type {(inputs: Learning_Reflect_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privado: solo tú puedes leer tu diario.`)
};

export const learning_reflect_queued = /** @type {(inputs: Learning_Reflect_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada en este dispositivo: llegará a tu diario cuando vuelvas a estar en línea.`)
};

export const learning_reflect_save = /** @type {(inputs: Learning_Reflect_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar en mi diario`)
};

export const learning_reflect_save_failed = /** @type {(inputs: Learning_Reflect_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar tu reflexión. Se conserva en este dispositivo; inténtalo de nuevo.`)
};

export const learning_reflect_saved = /** @type {(inputs: Learning_Reflect_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada en tu diario.`)
};

export const learning_reflect_title = /** @type {(inputs: Learning_Reflect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflexiona`)
};

export const learning_required = /** @type {(inputs: Learning_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (obligatoria)`)
};

export const learning_review_accepted_toast = /** @type {(inputs: Learning_Review_Accepted_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aceptada. Se le avisa a ${i?.name}.`)
};

export const learning_review_all_courses = /** @type {(inputs: Learning_Review_All_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los cursos`)
};

export const learning_review_answer_of = /** @type {(inputs: Learning_Review_Answer_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respuesta de ${i?.name}`)
};

export const learning_review_back = /** @type {(inputs: Learning_Review_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a las tareas por revisar`)
};

export const learning_review_by = /** @type {(inputs: Learning_Review_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de ${i?.name}`)
};

export const learning_review_choose_decision = /** @type {(inputs: Learning_Review_Choose_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige «Aceptada» o «Revísala, por favor».`)
};

export const learning_review_course = /** @type {(inputs: Learning_Review_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curso`)
};

export const learning_review_decision = /** @type {(inputs: Learning_Review_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisión`)
};

export const learning_review_decision_accepted = /** @type {(inputs: Learning_Review_Decision_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptada`)
};

export const learning_review_decision_revise = /** @type {(inputs: Learning_Review_Decision_ReviseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revísala, por favor`)
};

export const learning_review_download = /** @type {(inputs: Learning_Review_DownloadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descargar ${i?.name}`)
};

export const learning_review_download_failed = /** @type {(inputs: Learning_Review_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo descargar el archivo. Inténtalo de nuevo.`)
};

export const learning_review_earlier = /** @type {(inputs: Learning_Review_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versiones anteriores`)
};

export const learning_review_empty_mentor = /** @type {(inputs: Learning_Review_Empty_MentorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna tarea de tus aprendices está esperando revisión.`)
};

export const learning_review_empty_studio = /** @type {(inputs: Learning_Review_Empty_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay tareas esperando revisión. Las tareas enviadas en tus cursos aparecen aquí, las más antiguas primero.`)
};

export const learning_review_feedback = /** @type {(inputs: Learning_Review_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentarios`)
};

export const learning_review_feedback_from = /** @type {(inputs: Learning_Review_Feedback_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comentarios de ${i?.name}`)
};

export const learning_review_feedback_hint = /** @type {(inputs: Learning_Review_Feedback_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Texto sin formato. ${i?.name} lo lee encima de la tarea, en la lección.`)
};

export const learning_review_feedback_optional = /** @type {(inputs: Learning_Review_Feedback_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentarios (opcionales)`)
};

export const learning_review_feedback_required = /** @type {(inputs: Learning_Review_Feedback_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentarios (obligatorios)`)
};

export const learning_review_first_time = /** @type {(inputs: Learning_Review_First_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es la primera vez que ${i?.name} envía esta tarea.`)
};

export const learning_review_loading = /** @type {(inputs: Learning_Review_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la tarea…`)
};

export const learning_review_meta = /** @type {(inputs: Learning_Review_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.course} · ${i?.member} · versión ${i?.number} · enviada ${i?.time}`)
};

export const learning_review_needs_feedback = /** @type {(inputs: Learning_Review_Needs_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe qué hay que cambiar: los comentarios son obligatorios cuando pides una revisión.`)
};

export const learning_review_no_file = /** @type {(inputs: Learning_Review_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay archivo adjunto.`)
};

export const learning_review_no_text = /** @type {(inputs: Learning_Review_No_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin texto, solo un archivo.`)
};

export const learning_review_not_found = /** @type {(inputs: Learning_Review_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró esta entrega de tarea.`)
};

export const learning_review_not_found_or_yours = /** @type {(inputs: Learning_Review_Not_Found_Or_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró esta entrega de tarea, o no te corresponde revisarla.`)
};

export const learning_review_pages = /** @type {(inputs: Learning_Review_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de tareas por revisar`)
};

export const learning_review_queue_failed = /** @type {(inputs: Learning_Review_Queue_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la cola. Inténtalo de nuevo.`)
};

export const learning_review_queue_loading = /** @type {(inputs: Learning_Review_Queue_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las tareas por revisar…`)
};

export const learning_review_revise_toast = /** @type {(inputs: Learning_Review_Revise_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revisión solicitada. Se le avisa a ${i?.name}.`)
};

export const learning_review_revision_heading = /** @type {(inputs: Learning_Review_Revision_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versión ${i?.number} · ${i?.state}`)
};

export const learning_review_revision_suffix = /** @type {(inputs: Learning_Review_Revision_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · versión ${i?.number}`)
};

export const learning_review_save_failed = /** @type {(inputs: Learning_Review_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar la revisión. Inténtalo de nuevo.`)
};

export const learning_review_send = /** @type {(inputs: Learning_Review_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar revisión`)
};

export const learning_review_state_accepted = /** @type {(inputs: Learning_Review_State_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptada`)
};

export const learning_review_state_revise = /** @type {(inputs: Learning_Review_State_ReviseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por revisar`)
};

export const learning_review_state_superseded = /** @type {(inputs: Learning_Review_State_SupersededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sustituida por una versión más reciente antes de revisarla`)
};

export const learning_review_state_waiting = /** @type {(inputs: Learning_Review_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera de revisión`)
};

export const learning_review_submitted = /** @type {(inputs: Learning_Review_SubmittedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviada ${i?.time}`)
};

export const learning_review_the_task = /** @type {(inputs: Learning_Review_The_TaskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarea`)
};

export const learning_review_title = /** @type {(inputs: Learning_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisión de tarea`)
};

export const learning_review_waiting = /** @type {(inputs: Learning_Review_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} tarea en espera, las más antiguas primero.`);
	return /** @type {LocalizedString} */ (`${i?.count} tareas en espera, las más antiguas primero.`)
	
};

export const learning_review_your_review = /** @type {(inputs: Learning_Review_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu revisión`)
};

export const learning_save_draft = /** @type {(inputs: Learning_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar borrador`)
};

export const learning_save_failed = /** @type {(inputs: Learning_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar.`)
};

export const learning_save_input_kept = /** @type {(inputs: Learning_Save_Input_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que escribiste sigue aquí; inténtalo de nuevo.`)
};

export const learning_save_queued = /** @type {(inputs: Learning_Save_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión. Tu trabajo se guarda en este dispositivo y se enviará cuando vuelvas a estar en línea.`)
};

export const learning_saved = /** @type {(inputs: Learning_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado`)
};

export const learning_saved_at = /** @type {(inputs: Learning_Saved_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} a las ${i?.time}.`)
};

export const learning_saving = /** @type {(inputs: Learning_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

export const learning_submitted = /** @type {(inputs: Learning_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviado`)
};

export const learning_survey_submit = /** @type {(inputs: Learning_Survey_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar encuesta`)
};

export const learning_survey_submitted = /** @type {(inputs: Learning_Survey_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada. Puedes cambiar tus respuestas y enviarla de nuevo.`)
};

export const learning_task_accepted = /** @type {(inputs: Learning_Task_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptada`)
};

export const learning_task_accepted_by = /** @type {(inputs: Learning_Task_Accepted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aceptada por ${i?.name}`)
};

export const learning_task_accepted_note = /** @type {(inputs: Learning_Task_Accepted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bien hecho. Aún puedes mejorarla y enviarla de nuevo.`)
};

export const learning_task_answer = /** @type {(inputs: Learning_Task_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu respuesta`)
};

export const learning_task_attach = /** @type {(inputs: Learning_Task_AttachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adjunta un archivo (opcional)`)
};

export const learning_task_attached = /** @type {(inputs: Learning_Task_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Adjunto ahora: ${i?.name}. Un archivo nuevo lo reemplaza.`)
};

export const learning_task_attached_size = /** @type {(inputs: Learning_Task_Attached_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Adjunto ahora: ${i?.name} (${i?.size}). Un archivo nuevo lo reemplaza.`)
};

export const learning_task_file_empty = /** @type {(inputs: Learning_Task_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El archivo está vacío.`)
};

export const learning_task_file_hint = /** @type {(inputs: Learning_Task_File_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.types} de hasta ${i?.size}.`)
};

export const learning_task_must_size = /** @type {(inputs: Learning_Task_Must_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El archivo debe ocupar ${i?.size} MB o menos.`)
};

export const learning_task_must_type = /** @type {(inputs: Learning_Task_Must_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El archivo debe ser de tipo ${i?.types}.`)
};

export const learning_task_revise = /** @type {(inputs: Learning_Task_ReviseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revísala, por favor: comentarios`)
};

export const learning_task_revise_by = /** @type {(inputs: Learning_Task_Revise_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revísala, por favor: comentarios de ${i?.name}`)
};

export const learning_task_revise_note = /** @type {(inputs: Learning_Task_Revise_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia tu respuesta o tu archivo abajo y envía la nueva versión. Tus versiones anteriores siguen disponibles para quien revisa.`)
};

export const learning_task_submit = /** @type {(inputs: Learning_Task_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar tarea`)
};

export const learning_task_submit_revision = /** @type {(inputs: Learning_Task_Submit_RevisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar nueva versión`)
};

export const learning_task_submitted = /** @type {(inputs: Learning_Task_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada. Aún puedes mejorarla y enviarla de nuevo.`)
};

export const learning_task_versions = /** @type {(inputs: Learning_Task_VersionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Versiones enviadas: ${i?.count}.`)
};

export const learning_task_waiting = /** @type {(inputs: Learning_Task_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada: en espera de revisión`)
};

export const learning_task_waiting_note = /** @type {(inputs: Learning_Task_Waiting_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu tarea está en la cola de revisión. Aún puedes mejorarla y enviarla de nuevo.`)
};

export const learning_this_lesson = /** @type {(inputs: Learning_This_LessonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta lección`)
};

export const learning_transcript_empty = /** @type {(inputs: Learning_Transcript_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta transcripción está vacía.`)
};

export const learning_transcript_language = /** @type {(inputs: Learning_Transcript_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const learning_transcript_matches = /** @type {(inputs: Learning_Transcript_MatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} línea coincide.`);
	return /** @type {LocalizedString} */ (`${i?.count} líneas coinciden.`)
	
};

export const learning_transcript_no_match = /** @type {(inputs: Learning_Transcript_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ninguna línea contiene «${i?.word}».`)
};

export const learning_transcript_of = /** @type {(inputs: Learning_Transcript_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transcripción de ${i?.title}`)
};

export const learning_transcript_search = /** @type {(inputs: Learning_Transcript_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en la transcripción`)
};

export const learning_try_again = /** @type {(inputs: Learning_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar de nuevo`)
};

export const learning_verification_page = /** @type {(inputs: Learning_Verification_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página de verificación`)
};

export const learning_your_certificate = /** @type {(inputs: Learning_Your_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu certificado`)
};

export const mail_cancelled_done = /** @type {(inputs: Mail_Cancelled_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hemos cancelado tu cuenta de Wellspring, como pediste. Hemos cerrado tu sesión en todas partes y borrado tu nombre, tu dirección de correo, tu foto y tu dirección de facturación.`)
};

export const mail_cancelled_progress = /** @type {(inputs: Mail_Cancelled_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservamos tu progreso en los cursos sin nada que te identifique, para que nuestras estadísticas sigan siendo fieles. Este es el último correo que recibirás de nuestra parte.`)
};

export const mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta se ha cancelado`)
};

export const mail_cancelled_thanks = /** @type {(inputs: Mail_Cancelled_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias por aprender con nosotros. Siempre puedes volver con una cuenta nueva.`)
};

export const mail_certificate_action = /** @type {(inputs: Mail_Certificate_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la página de verificación`)
};

export const mail_certificate_check = /** @type {(inputs: Mail_Certificate_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cualquiera puede comprobarlo con su código, ${i?.code}, en su página de verificación. También lo tienes en Certificados, en tu cuenta, junto con su credencial digital.`)
};

export const mail_certificate_done = /** @type {(inputs: Mail_Certificate_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Enhorabuena! Has terminado todas las lecciones de «${i?.course}». Tu certificado va adjunto a este correo en PDF.`)
};

export const mail_certificate_subject = /** @type {(inputs: Mail_Certificate_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu certificado de ${i?.course}`)
};

export const mail_digest_intro = /** @type {(inputs: Mail_Digest_IntroInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Esto es lo que ha pasado desde tu último resumen:`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Estas son las ${i?.count} cosas que han pasado desde tu último resumen:`);
	return /** @type {LocalizedString} */ ("mail_digest_intro");
};

export const mail_digest_subject = /** @type {(inputs: Mail_Digest_SubjectInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tu día en Wellspring: 1 novedad`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Tu día en Wellspring: ${i?.count} novedades`);
	return /** @type {LocalizedString} */ ("mail_digest_subject");
};

export const mail_exists_footnote = /** @type {(inputs: Mail_Exists_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si no has sido tú, puedes ignorar este correo: no ha cambiado nada en tu cuenta. Puedes iniciar sesión en ${i?.url}.`)
};

export const mail_exists_if_you = /** @type {(inputs: Mail_Exists_If_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si has sido tú, inicia sesión con tu contraseña o elige una nueva si la has olvidado.`)
};

export const mail_exists_subject = /** @type {(inputs: Mail_Exists_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes una cuenta de Wellspring`)
};

export const mail_exists_tried = /** @type {(inputs: Mail_Exists_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien acaba de intentar crear una cuenta de Wellspring con esta dirección de correo. Ya tienes una, así que no se ha creado ninguna cuenta nueva.`)
};

export const mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}:`)
};

export const mail_invitation_action = /** @type {(inputs: Mail_Invitation_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir tu contraseña`)
};

export const mail_invitation_choose = /** @type {(inputs: Mail_Invitation_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu contraseña con el botón de abajo para iniciar sesión.`)
};

export const mail_invitation_courses = /** @type {(inputs: Mail_Invitation_CoursesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus cursos están listos: ${i?.courses}.`)
};

export const mail_invitation_footnote = /** @type {(inputs: Mail_Invitation_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este enlace funciona una sola vez y durante ${i?.days} días. Si no esperabas este correo, ignóralo: no pasará nada hasta que se use el enlace.`)
};

export const mail_invitation_made = /** @type {(inputs: Mail_Invitation_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El equipo de Wellspring te ha creado una cuenta para que empieces a aprender con nosotros.`)
};

export const mail_invitation_subject = /** @type {(inputs: Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta de Wellspring está lista`)
};

export const mail_layout_copy_link = /** @type {(inputs: Mail_Layout_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si el botón no funciona, copia esta dirección en tu navegador:`)
};

export const mail_notification_footnote = /** @type {(inputs: Mail_Notification_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes este correo por tus ajustes de notificaciones. Puedes cambiarlos en ${i?.url}.`)
};

export const mail_notification_open = /** @type {(inputs: Mail_Notification_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en Wellspring`)
};

export const mail_notification_see_all = /** @type {(inputs: Mail_Notification_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tus notificaciones`)
};

export const mail_pdf_certificate_certifies = /** @type {(inputs: Mail_Pdf_Certificate_CertifiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se certifica que`)
};

export const mail_pdf_certificate_code = /** @type {(inputs: Mail_Pdf_Certificate_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código del certificado: ${i?.code}`)
};

export const mail_pdf_certificate_completed = /** @type {(inputs: Mail_Pdf_Certificate_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ha completado el curso`)
};

export const mail_pdf_certificate_heading = /** @type {(inputs: Mail_Pdf_Certificate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificado de finalización`)
};

export const mail_pdf_certificate_holder_fallback = /** @type {(inputs: Mail_Pdf_Certificate_Holder_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro de Wellspring`)
};

export const mail_pdf_certificate_issued = /** @type {(inputs: Mail_Pdf_Certificate_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expedido el ${i?.date}`)
};

export const mail_pdf_certificate_subject = /** @type {(inputs: Mail_Pdf_Certificate_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Certificado ${i?.code}`)
};

export const mail_pdf_certificate_title = /** @type {(inputs: Mail_Pdf_Certificate_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Certificado de finalización: ${i?.course}`)
};

export const mail_pdf_certificate_verify = /** @type {(inputs: Mail_Pdf_Certificate_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica este certificado escaneando el código o en`)
};

export const mail_pdf_credit_note_corrects = /** @type {(inputs: Mail_Pdf_Credit_Note_CorrectsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rectifica la factura: ${i?.number}`)
};

export const mail_pdf_credit_note_doc = /** @type {(inputs: Mail_Pdf_Credit_Note_DocInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nota de crédito ${i?.number}`)
};

export const mail_pdf_credit_note_questions = /** @type {(inputs: Mail_Pdf_Credit_Note_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preguntas sobre esta nota de crédito: ${i?.email}`)
};

export const mail_pdf_credit_note_reason = /** @type {(inputs: Mail_Pdf_Credit_Note_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.reason}`)
};

export const mail_pdf_credit_note_title = /** @type {(inputs: Mail_Pdf_Credit_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOTA DE CRÉDITO`)
};

export const mail_pdf_invoice_amount = /** @type {(inputs: Mail_Pdf_Invoice_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe`)
};

export const mail_pdf_invoice_bill_to = /** @type {(inputs: Mail_Pdf_Invoice_Bill_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FACTURAR A`)
};

export const mail_pdf_invoice_date = /** @type {(inputs: Mail_Pdf_Invoice_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fecha: ${i?.date}`)
};

export const mail_pdf_invoice_description = /** @type {(inputs: Mail_Pdf_Invoice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

export const mail_pdf_invoice_discount = /** @type {(inputs: Mail_Pdf_Invoice_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descuento (${i?.label})`)
};

export const mail_pdf_invoice_doc = /** @type {(inputs: Mail_Pdf_Invoice_DocInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Factura ${i?.number}`)
};

export const mail_pdf_invoice_from = /** @type {(inputs: Mail_Pdf_Invoice_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EMISOR`)
};

export const mail_pdf_invoice_net = /** @type {(inputs: Mail_Pdf_Invoice_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total sin impuestos`)
};

export const mail_pdf_invoice_no_address = /** @type {(inputs: Mail_Pdf_Invoice_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicó ninguna dirección de facturación para este pago.`)
};

export const mail_pdf_invoice_number = /** @type {(inputs: Mail_Pdf_Invoice_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Número: ${i?.number}`)
};

export const mail_pdf_invoice_paid_by = /** @type {(inputs: Mail_Pdf_Invoice_Paid_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagado con ${i?.method}.`)
};

export const mail_pdf_invoice_qty = /** @type {(inputs: Mail_Pdf_Invoice_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cant.`)
};

export const mail_pdf_invoice_questions = /** @type {(inputs: Mail_Pdf_Invoice_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preguntas sobre esta factura: ${i?.email}`)
};

export const mail_pdf_invoice_refunded_to = /** @type {(inputs: Mail_Pdf_Invoice_Refunded_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reembolsado a ${i?.method}.`)
};

export const mail_pdf_invoice_reverse_charge = /** @type {(inputs: Mail_Pdf_Invoice_Reverse_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inversión del sujeto pasivo: esta operación no lleva IVA; el cliente liquida el IVA (Directiva de IVA de la UE, artículo 196).`)
};

export const mail_pdf_invoice_status = /** @type {(inputs: Mail_Pdf_Invoice_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estado: ${i?.status}`)
};

export const mail_pdf_invoice_status_paid = /** @type {(inputs: Mail_Pdf_Invoice_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagada`)
};

export const mail_pdf_invoice_status_partly_refunded = /** @type {(inputs: Mail_Pdf_Invoice_Status_Partly_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsada en parte`)
};

export const mail_pdf_invoice_status_refunded = /** @type {(inputs: Mail_Pdf_Invoice_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsada`)
};

export const mail_pdf_invoice_subtotal = /** @type {(inputs: Mail_Pdf_Invoice_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotal`)
};

export const mail_pdf_invoice_tax = /** @type {(inputs: Mail_Pdf_Invoice_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impuesto`)
};

export const mail_pdf_invoice_tax_id = /** @type {(inputs: Mail_Pdf_Invoice_Tax_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`NIF / número de IVA: ${i?.id}`)
};

export const mail_pdf_invoice_tax_rate = /** @type {(inputs: Mail_Pdf_Invoice_Tax_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo imp.`)
};

export const mail_pdf_invoice_title = /** @type {(inputs: Mail_Pdf_Invoice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FACTURA`)
};

export const mail_pdf_invoice_total_paid = /** @type {(inputs: Mail_Pdf_Invoice_Total_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total pagado`)
};

export const mail_pdf_invoice_total_refunded = /** @type {(inputs: Mail_Pdf_Invoice_Total_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total reembolsado`)
};

export const mail_pdf_invoice_unit_price = /** @type {(inputs: Mail_Pdf_Invoice_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio unit.`)
};

export const mail_pdf_percent = /** @type {(inputs: Mail_Pdf_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} %`)
};

export const mail_pdf_tax_included = /** @type {(inputs: Mail_Pdf_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IVA ${i?.rate} % (${i?.country}), incluido`)
};

export const mail_pdf_tax_no_country = /** @type {(inputs: Mail_Pdf_Tax_No_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impuestos 0 %: no se indicó el país de facturación`)
};

export const mail_pdf_tax_none_for = /** @type {(inputs: Mail_Pdf_Tax_None_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impuestos 0 %: no se cobran impuestos en ${i?.country}`)
};

export const mail_pdf_tax_reverse_charge = /** @type {(inputs: Mail_Pdf_Tax_Reverse_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IVA 0 %: inversión del sujeto pasivo`)
};

export const mail_reset_action = /** @type {(inputs: Mail_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir una contraseña nueva`)
};

export const mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este enlace funciona una sola vez y durante ${i?.minutes} minutos. Si no lo has pedido, ignora este correo: tu contraseña sigue siendo la misma.`)
};

export const mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Wellspring. Elige una contraseña nueva con el botón de abajo.`)
};

export const mail_reset_my_password = /** @type {(inputs: Mail_Reset_My_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer mi contraseña`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablece tu contraseña`)
};

export const mail_security_device_on = /** @type {(inputs: Mail_Security_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} en ${i?.os}`)
};

export const mail_security_device_unknown = /** @type {(inputs: Mail_Security_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivo desconocido`)
};

export const mail_security_event_advice = /** @type {(inputs: Mail_Security_Event_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no has sido tú, restablece tu contraseña de inmediato, cierra la sesión en todos los dispositivos que no reconozcas y ponte en contacto con nuestro equipo de soporte.`)
};

export const mail_security_new_sign_in_advice = /** @type {(inputs: Mail_Security_New_Sign_In_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si has sido tú, no tienes que hacer nada. Si no, abre tus dispositivos con sesión iniciada, cierra la sesión de ese dispositivo y cambia tu contraseña de inmediato.`)
};

export const mail_security_new_sign_in_subject = /** @type {(inputs: Mail_Security_New_Sign_In_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo inicio de sesión en tu cuenta`)
};

export const mail_security_new_sign_in_what = /** @type {(inputs: Mail_Security_New_Sign_In_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien acaba de iniciar sesión en tu cuenta de Wellspring desde un dispositivo que no te habíamos visto usar antes.`)
};

export const mail_security_origin = /** @type {(inputs: Mail_Security_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cuándo: ${i?.when}. Dispositivo: ${i?.device}.`)
};

export const mail_security_origin_network = /** @type {(inputs: Mail_Security_Origin_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cuándo: ${i?.when}. Dispositivo: ${i?.device}, red ${i?.network}.`)
};

export const mail_security_passkey_added_subject = /** @type {(inputs: Mail_Security_Passkey_Added_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha añadido una llave de acceso a tu cuenta`)
};

export const mail_security_passkey_added_what = /** @type {(inputs: Mail_Security_Passkey_Added_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se acaba de añadir una llave de acceso a tu cuenta de Wellspring.`)
};

export const mail_security_passkey_cloned_subject = /** @type {(inputs: Mail_Security_Passkey_Cloned_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hemos rechazado una de tus llaves de acceso`)
};

export const mail_security_passkey_cloned_what = /** @type {(inputs: Mail_Security_Passkey_Cloned_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien intentó iniciar sesión con una de tus llaves de acceso, pero su contador había retrocedido, algo que ocurre cuando se ha copiado una llave. La hemos rechazado. Si no lo esperabas, elimina esa llave de acceso en tus ajustes y cambia tu contraseña.`)
};

export const mail_security_passkey_removed_subject = /** @type {(inputs: Mail_Security_Passkey_Removed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha eliminado una llave de acceso de tu cuenta`)
};

export const mail_security_passkey_removed_what = /** @type {(inputs: Mail_Security_Passkey_Removed_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se acaba de eliminar una llave de acceso de tu cuenta de Wellspring.`)
};

export const mail_security_password_changed_subject = /** @type {(inputs: Mail_Security_Password_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha cambiado tu contraseña`)
};

export const mail_security_password_changed_what = /** @type {(inputs: Mail_Security_Password_Changed_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se acaba de cambiar la contraseña de tu cuenta de Wellspring. El dispositivo desde el que se cambió sigue con la sesión iniciada; en todos los demás se ha cerrado la sesión.`)
};

export const mail_security_password_reset_what = /** @type {(inputs: Mail_Security_Password_Reset_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se acaba de restablecer la contraseña de tu cuenta de Wellspring con un enlace que te enviamos por correo. Se ha cerrado tu sesión en todos los dispositivos.`)
};

export const mail_security_recovery_code_used_subject = /** @type {(inputs: Mail_Security_Recovery_Code_Used_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha usado un código de recuperación`)
};

export const mail_security_recovery_code_used_what = /** @type {(inputs: Mail_Security_Recovery_Code_Used_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se acaba de usar uno de tus códigos de recuperación para iniciar sesión en tu cuenta de Wellspring.`)
};

export const mail_security_second_factor_disabled_subject = /** @type {(inputs: Mail_Security_Second_Factor_Disabled_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha desactivado el inicio de sesión en dos pasos`)
};

export const mail_security_second_factor_disabled_what = /** @type {(inputs: Mail_Security_Second_Factor_Disabled_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se acaba de desactivar el inicio de sesión en dos pasos en tu cuenta de Wellspring.`)
};

export const mail_security_second_factor_enabled_subject = /** @type {(inputs: Mail_Security_Second_Factor_Enabled_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha activado el inicio de sesión en dos pasos`)
};

export const mail_security_second_factor_enabled_what = /** @type {(inputs: Mail_Security_Second_Factor_Enabled_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se acaba de activar el inicio de sesión en dos pasos en tu cuenta de Wellspring.`)
};

export const mail_security_see_devices = /** @type {(inputs: Mail_Security_See_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver mis dispositivos con sesión iniciada`)
};

export const mail_security_session_revoked_subject = /** @type {(inputs: Mail_Security_Session_Revoked_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha cerrado la sesión de un dispositivo en tu cuenta`)
};

export const mail_security_session_revoked_what = /** @type {(inputs: Mail_Security_Session_Revoked_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se acaba de cerrar la sesión de uno de los dispositivos conectados a tu cuenta de Wellspring.`)
};

export const mail_security_sessions_revoked_subject = /** @type {(inputs: Mail_Security_Sessions_Revoked_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha cerrado la sesión en tus otros dispositivos`)
};

export const mail_security_sessions_revoked_what = /** @type {(inputs: Mail_Security_Sessions_Revoked_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se acaba de cerrar la sesión en todos los dispositivos conectados a tu cuenta de Wellspring, excepto en el que se usó para hacerlo.`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar mi dirección de correo`)
};

export const mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este enlace funciona una sola vez y durante ${i?.hours} horas. Si no has creado una cuenta, puedes ignorar este correo.`)
};

export const mail_verify_intro = /** @type {(inputs: Mail_Verify_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te damos la bienvenida a Wellspring. Confirma que esta es tu dirección de correo electrónico para que podamos proteger tu cuenta y escribirte cuando sea importante.`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu dirección de correo electrónico`)
};

export const member_action_review = /** @type {(inputs: Member_Action_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repasar`)
};

export const member_action_start = /** @type {(inputs: Member_Action_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar`)
};

export const member_all_badges = /** @type {(inputs: Member_All_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las insignias`)
};

export const member_all_caught_up = /** @type {(inputs: Member_All_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás al día.`)
};

export const member_all_certificates = /** @type {(inputs: Member_All_CertificatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los certificados`)
};

export const member_all_finished = /** @type {(inputs: Member_All_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has terminado todos los cursos que empezaste. ¡Bien hecho!`)
};

export const member_all_notifications = /** @type {(inputs: Member_All_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las notificaciones`)
};

export const member_assigned_by = /** @type {(inputs: Member_Assigned_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asignado por tu mentor, ${i?.name}`)
};

export const member_back_to_my_courses = /** @type {(inputs: Member_Back_To_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Mis cursos`)
};

export const member_badge_download_credential = /** @type {(inputs: Member_Badge_Download_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar la credencial Open Badges`)
};

export const member_badge_earned = /** @type {(inputs: Member_Badge_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conseguida`)
};

export const member_badge_earned_date = /** @type {(inputs: Member_Badge_Earned_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conseguida el ${i?.date}`)
};

export const member_badge_earned_on = /** @type {(inputs: Member_Badge_Earned_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conseguida el`)
};

export const member_badge_how = /** @type {(inputs: Member_Badge_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo conseguirla`)
};

export const member_badge_locked = /** @type {(inputs: Member_Badge_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloqueada:`)
};

export const member_badge_not_earned = /** @type {(inputs: Member_Badge_Not_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin conseguir`)
};

export const member_badge_progress_toward = /** @type {(inputs: Member_Badge_Progress_TowardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progreso hacia ${i?.name}`)
};

export const member_badge_public_page = /** @type {(inputs: Member_Badge_Public_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página pública`)
};

export const member_badge_your_progress = /** @type {(inputs: Member_Badge_Your_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu progreso`)
};

export const member_badges_heading = /** @type {(inputs: Member_Badges_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignias`)
};

export const member_badges_intro = /** @type {(inputs: Member_Badges_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has conseguido ${i?.earned} de ${i?.total} insignias. Abre una para ver cómo se consigue o para compartirla.`)
};

export const member_badges_intro_none = /** @type {(inputs: Member_Badges_Intro_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las insignias marcan los hitos de tu aprendizaje. Termina tu primera lección para conseguir la primera.`)
};

export const member_badges_list = /** @type {(inputs: Member_Badges_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus insignias`)
};

export const member_board_all = /** @type {(inputs: Member_Board_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórico`)
};

export const member_board_caption_joined = /** @type {(inputs: Member_Board_Caption_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos ganados desde el registro`)
};

export const member_board_caption_month = /** @type {(inputs: Member_Board_Caption_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos ganados en ${i?.month}`)
};

export const member_board_caption_since = /** @type {(inputs: Member_Board_Caption_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos ganados desde el ${i?.date}`)
};

export const member_board_earn = /** @type {(inputs: Member_Board_EarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gana puntos para aparecer en esta clasificación.`)
};

export const member_board_empty_all = /** @type {(inputs: Member_Board_Empty_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie ha ganado puntos todavía.`)
};

export const member_board_empty_month = /** @type {(inputs: Member_Board_Empty_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie ha ganado puntos este mes todavía.`)
};

export const member_board_empty_week = /** @type {(inputs: Member_Board_Empty_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie ha ganado puntos esta semana todavía.`)
};

export const member_board_heading = /** @type {(inputs: Member_Board_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación`)
};

export const member_board_hidden = /** @type {(inputs: Member_Board_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No apareces en la clasificación. Activa “Mostrarme en la clasificación” para tener un puesto.`)
};

export const member_board_intro = /** @type {(inputs: Member_Board_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros con más puntos por semana, por mes y de todos los tiempos. Con los mismos puntos se comparte puesto.`)
};

export const member_board_member = /** @type {(inputs: Member_Board_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro`)
};

export const member_board_month = /** @type {(inputs: Member_Board_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este mes`)
};

export const member_board_number = /** @type {(inputs: Member_Board_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`puesto ${i?.rank}`)
};

export const member_board_period = /** @type {(inputs: Member_Board_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periodo de la clasificación`)
};

export const member_board_points = /** @type {(inputs: Member_Board_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

export const member_board_rank = /** @type {(inputs: Member_Board_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puesto`)
};

export const member_board_shared = /** @type {(inputs: Member_Board_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(compartido)`)
};

export const member_board_standing = /** @type {(inputs: Member_Board_StandingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estás en el ${i?.place}${i?.shared} con ${i?.points}.`)
};

export const member_board_week = /** @type {(inputs: Member_Board_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana`)
};

export const member_board_you = /** @type {(inputs: Member_Board_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(tú)`)
};

export const member_board_your_place = /** @type {(inputs: Member_Board_Your_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu puesto`)
};

export const member_bookmark_remove_failed = /** @type {(inputs: Member_Bookmark_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo quitar de tus guardados.`)
};

export const member_bookmark_remove_label = /** @type {(inputs: Member_Bookmark_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.title} de guardados`)
};

export const member_bookmark_removed = /** @type {(inputs: Member_Bookmark_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} se quitó de tus guardados.`)
};

export const member_bookmarks_empty = /** @type {(inputs: Member_Bookmarks_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no has guardado ningún curso. Usa “Guardar” en cualquier curso para tenerlo aquí.`)
};

export const member_bookmarks_heading = /** @type {(inputs: Member_Bookmarks_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardados`)
};

export const member_bookmarks_intro = /** @type {(inputs: Member_Bookmarks_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos que guardaste para más tarde.`)
};

export const member_bookmarks_pages = /** @type {(inputs: Member_Bookmarks_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de guardados`)
};

export const member_browse_courses = /** @type {(inputs: Member_Browse_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar cursos`)
};

export const member_cert_code = /** @type {(inputs: Member_Cert_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código ${i?.code}`)
};

export const member_cert_completed = /** @type {(inputs: Member_Cert_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminado el ${i?.date}`)
};

export const member_cert_credential = /** @type {(inputs: Member_Cert_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credencial Open Badges`)
};

export const member_cert_credential_label = /** @type {(inputs: Member_Cert_Credential_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descargar la credencial Open Badges de ${i?.title}`)
};

export const member_cert_download = /** @type {(inputs: Member_Cert_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar PDF`)
};

export const member_cert_download_failed = /** @type {(inputs: Member_Cert_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo descargar el certificado. Inténtalo de nuevo.`)
};

export const member_cert_download_label = /** @type {(inputs: Member_Cert_Download_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descargar PDF del certificado de ${i?.title}`)
};

export const member_cert_empty = /** @type {(inputs: Member_Cert_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes certificados.`)
};

export const member_cert_get = /** @type {(inputs: Member_Cert_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener certificado`)
};

export const member_cert_get_label = /** @type {(inputs: Member_Cert_Get_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obtener certificado de ${i?.title}`)
};

export const member_cert_heading = /** @type {(inputs: Member_Cert_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificados`)
};

export const member_cert_intro = /** @type {(inputs: Member_Cert_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina todas las lecciones de un curso para conseguir su certificado. Cualquiera puede comprobar un certificado en su página de verificación.`)
};

export const member_cert_issue_failed = /** @type {(inputs: Member_Cert_Issue_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo emitir el certificado. Inténtalo de nuevo.`)
};

export const member_cert_issued = /** @type {(inputs: Member_Cert_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emitido a nombre de ${i?.name} el ${i?.date}`)
};

export const member_cert_pages = /** @type {(inputs: Member_Cert_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de certificados`)
};

export const member_cert_ready_heading = /** @type {(inputs: Member_Cert_Ready_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listos para recoger`)
};

export const member_cert_ready_toast = /** @type {(inputs: Member_Cert_Ready_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu certificado está listo.`)
};

export const member_cert_verify = /** @type {(inputs: Member_Cert_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página de verificación`)
};

export const member_cert_verify_label = /** @type {(inputs: Member_Cert_Verify_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página de verificación de ${i?.title}`)
};

export const member_cert_yours = /** @type {(inputs: Member_Cert_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus certificados`)
};

export const member_certificate = /** @type {(inputs: Member_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificado`)
};

export const member_certificate_earn_hint = /** @type {(inputs: Member_Certificate_Earn_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina un curso para conseguir su certificado.`)
};

export const member_certificates_heading = /** @type {(inputs: Member_Certificates_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificados`)
};

export const member_certificates_ready = /** @type {(inputs: Member_Certificates_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Has terminado un curso: tu certificado está listo para recoger.`);
	return /** @type {LocalizedString} */ (`Has terminado ${i?.count} cursos: tus certificados están listos para recoger.`)
	
};

export const member_close = /** @type {(inputs: Member_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const member_cohort = /** @type {(inputs: Member_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohorte`)
};

export const member_cohort_discussion_intro = /** @type {(inputs: Member_Cohort_Discussion_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los miembros de esta cohorte y el equipo del curso leen lo que se escribe aquí.`)
};

export const member_cohort_hidden = /** @type {(inputs: Member_Cohort_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un miembro mantiene su nombre en privado.`);
	return /** @type {LocalizedString} */ (`${i?.count} miembros mantienen su nombre en privado.`)
	
};

export const member_cohort_leave = /** @type {(inputs: Member_Cohort_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar la cohorte`)
};

export const member_cohort_leave_confirm = /** @type {(inputs: Member_Cohort_Leave_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Dejar “${i?.title}”? Tu plaza pasará a otra persona.`)
};

export const member_cohort_leave_failed = /** @type {(inputs: Member_Cohort_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudiste dejar la cohorte.`)
};

export const member_cohort_left = /** @type {(inputs: Member_Cohort_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has dejado la cohorte.`)
};

export const member_cohort_load_failed = /** @type {(inputs: Member_Cohort_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la cohorte.`)
};

export const member_cohort_members = /** @type {(inputs: Member_Cohort_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} miembro`);
	return /** @type {LocalizedString} */ (`${i?.count} miembros`)
	
};

export const member_cohort_not_found = /** @type {(inputs: Member_Cohort_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cohorte no existe o no formas parte de ella.`)
};

export const member_cohort_note = /** @type {(inputs: Member_Cohort_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cohort}, ${i?.course}: empieza el ${i?.date}.`)
};

export const member_cohort_paid = /** @type {(inputs: Member_Cohort_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya pagaste tu plaza. Para cambiarte a otra cohorte o pedir un reembolso, ${i?.link}.`)
};

export const member_cohort_see_who = /** @type {(inputs: Member_Cohort_See_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira quién está`)
};

export const member_cohort_started_on = /** @type {(inputs: Member_Cohort_Started_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empezó el ${i?.date} (${i?.zone})`)
};

export const member_cohort_starts_in = /** @type {(inputs: Member_Cohort_Starts_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu cohorte empieza dentro de ${i?.days} días`)
};

export const member_cohort_starts_on = /** @type {(inputs: Member_Cohort_Starts_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empieza el ${i?.date} (${i?.zone})`)
};

export const member_cohort_starts_today = /** @type {(inputs: Member_Cohort_Starts_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cohorte empieza hoy`)
};

export const member_cohort_starts_tomorrow = /** @type {(inputs: Member_Cohort_Starts_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cohorte empieza mañana`)
};

export const member_cohort_write_to_us = /** @type {(inputs: Member_Cohort_Write_To_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`escríbenos`)
};

export const member_cohort_you = /** @type {(inputs: Member_Cohort_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tú`)
};

export const member_collect_certificates = /** @type {(inputs: Member_Collect_CertificatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recoge tus certificados`)
};

export const member_continue = /** @type {(inputs: Member_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

export const member_continue_learning = /** @type {(inputs: Member_Continue_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sigue aprendiendo`)
};

export const member_course_completed = /** @type {(inputs: Member_Course_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminado`)
};

export const member_course_progress = /** @type {(inputs: Member_Course_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progreso de ${i?.title}`)
};

export const member_day_future = /** @type {(inputs: Member_Day_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por llegar`)
};

export const member_day_learned = /** @type {(inputs: Member_Day_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aprendiste`)
};

export const member_day_missed = /** @type {(inputs: Member_Day_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin aprender`)
};

export const member_day_rest = /** @type {(inputs: Member_Day_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`día de descanso`)
};

export const member_day_today = /** @type {(inputs: Member_Day_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hoy, todavía no`)
};

export const member_dismiss = /** @type {(inputs: Member_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const member_due_by = /** @type {(inputs: Member_Due_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para el ${i?.date}`)
};

export const member_error_heading = /** @type {(inputs: Member_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Error inesperado de la aplicación!`)
};

export const member_error_home = /** @type {(inputs: Member_Error_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página de inicio`)
};

export const member_error_my_courses = /** @type {(inputs: Member_Error_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis cursos`)
};

export const member_feed_address = /** @type {(inputs: Member_Feed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección del calendario`)
};

export const member_feed_apple = /** @type {(inputs: Member_Feed_AppleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app}: Archivo, Nueva suscripción a calendario; pega el enlace. En iPhone o iPad, abre el enlace de arriba.`)
};

export const member_feed_copied = /** @type {(inputs: Member_Feed_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace del calendario copiado.`)
};

export const member_feed_copy = /** @type {(inputs: Member_Feed_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar enlace`)
};

export const member_feed_copy_refused = /** @type {(inputs: Member_Feed_Copy_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El navegador no ha dejado copiarlo: selecciona el enlace y cópialo.`)
};

export const member_feed_create = /** @type {(inputs: Member_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear enlace del calendario`)
};

export const member_feed_done = /** @type {(inputs: Member_Feed_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo`)
};

export const member_feed_failed = /** @type {(inputs: Member_Feed_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ha funcionado. Inténtalo de nuevo.`)
};

export const member_feed_get_new = /** @type {(inputs: Member_Feed_Get_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener un enlace nuevo`)
};

export const member_feed_google = /** @type {(inputs: Member_Feed_GoogleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} (en la versión web): Otros calendarios, +, Desde URL; pega el enlace.`)
};

export const member_feed_how = /** @type {(inputs: Member_Feed_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo suscribirte`)
};

export const member_feed_load_failed = /** @type {(inputs: Member_Feed_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar tu calendario.`)
};

export const member_feed_loading = /** @type {(inputs: Member_Feed_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tu calendario…`)
};

export const member_feed_new_confirm = /** @type {(inputs: Member_Feed_New_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu enlace actual deja de funcionar al momento: los calendarios suscritos a él dejan de actualizarse hasta que te suscribas con el enlace nuevo.`)
};

export const member_feed_new_title = /** @type {(inputs: Member_Feed_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Obtener un enlace nuevo?`)
};

export const member_feed_none = /** @type {(inputs: Member_Feed_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes enlace de calendario.`)
};

export const member_feed_off = /** @type {(inputs: Member_Feed_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado`)
};

export const member_feed_off_confirm = /** @type {(inputs: Member_Feed_Off_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu enlace deja de funcionar al momento y los calendarios suscritos a él dejan de actualizarse. Puedes crear un enlace nuevo más adelante.`)
};

export const member_feed_off_title = /** @type {(inputs: Member_Feed_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Desactivar el calendario?`)
};

export const member_feed_on = /** @type {(inputs: Member_Feed_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activado`)
};

export const member_feed_on_since = /** @type {(inputs: Member_Feed_On_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.on} desde el ${i?.date}.`)
};

export const member_feed_open = /** @type {(inputs: Member_Feed_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en tu app de calendario`)
};

export const member_feed_outlook = /** @type {(inputs: Member_Feed_OutlookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app}: Agregar calendario, Suscribirse desde la web; pega el enlace.`)
};

export const member_feed_refetch = /** @type {(inputs: Member_Feed_RefetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las apps de calendario vuelven a leer el calendario por su cuenta, algunas solo cada pocas horas.`)
};

export const member_feed_safety = /** @type {(inputs: Member_Feed_SafetyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por tu seguridad, el enlace no se puede volver a mostrar. Si lo perdiste, obtén uno nuevo.`)
};

export const member_feed_shown_once = /** @type {(inputs: Member_Feed_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se muestra ahora: no guardamos ninguna copia que podamos volver a enseñarte. Cualquiera con este enlace puede ver tus prácticas y sesiones en directo, así que no lo compartas.`)
};

export const member_feed_time_zone = /** @type {(inputs: Member_Feed_Time_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las horas de las prácticas están en tu zona horaria, ${i?.zone}.`)
};

export const member_feed_turn_off = /** @type {(inputs: Member_Feed_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar`)
};

export const member_feed_your_link = /** @type {(inputs: Member_Feed_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu enlace del calendario`)
};

export const member_filter_active = /** @type {(inputs: Member_Filter_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En curso`)
};

export const member_filter_all = /** @type {(inputs: Member_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos`)
};

export const member_filter_completed = /** @type {(inputs: Member_Filter_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminados`)
};

export const member_find_next_course = /** @type {(inputs: Member_Find_Next_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentra tu próximo curso`)
};

export const member_first_badge_hint = /** @type {(inputs: Member_First_Badge_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina tu primera lección para conseguir tu primera insignia.`)
};

export const member_free = /** @type {(inputs: Member_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis`)
};

export const member_go_to_my_courses = /** @type {(inputs: Member_Go_To_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a mis cursos`)
};

export const member_greeting = /** @type {(inputs: Member_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}`)
};

export const member_greeting_anonymous = /** @type {(inputs: Member_Greeting_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hola`)
};

export const member_last_opened = /** @type {(inputs: Member_Last_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`abierto por última vez el ${i?.date}`)
};

export const member_latest_badges = /** @type {(inputs: Member_Latest_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimas insignias`)
};

export const member_lessons_count = /** @type {(inputs: Member_Lessons_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lección`);
	return /** @type {LocalizedString} */ (`${i?.count} lecciones`)
	
};

export const member_level_highest = /** @type {(inputs: Member_Level_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has llegado al nivel máximo. ¡Buen trabajo!`)
};

export const member_level_highest_reached = /** @type {(inputs: Member_Level_Highest_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel máximo alcanzado`)
};

export const member_level_number = /** @type {(inputs: Member_Level_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel ${i?.number}`)
};

export const member_level_progress_to = /** @type {(inputs: Member_Level_Progress_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progreso hacia el nivel ${i?.number}, ${i?.name}`)
};

export const member_level_to_next = /** @type {(inputs: Member_Level_To_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} para el nivel ${i?.number}, ${i?.name}`)
};

export const member_loading = /** @type {(inputs: Member_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cargando...`)
};

export const member_loading_page = /** @type {(inputs: Member_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la página`)
};

export const member_login_redirect = /** @type {(inputs: Member_Login_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienes que iniciar sesión para ver esta página. Te llevamos a la página de acceso…`)
};

export const member_mentor_recommended = /** @type {(inputs: Member_Mentor_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomendado por tu mentor`)
};

export const member_my_courses_heading = /** @type {(inputs: Member_My_Courses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis cursos`)
};

export const member_my_courses_pages = /** @type {(inputs: Member_My_Courses_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de mis cursos`)
};

export const member_no_completed = /** @type {(inputs: Member_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no has terminado ningún curso. ¡Sigue así!`)
};

export const member_none_started = /** @type {(inputs: Member_None_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no has empezado ningún curso.`)
};

export const member_not_enrolled = /** @type {(inputs: Member_Not_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no te has inscrito en ningún curso.`)
};

export const member_notice_mark_failed = /** @type {(inputs: Member_Notice_Mark_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo marcar esa notificación como leída. Inténtalo de nuevo.`)
};

export const member_notice_mark_read = /** @type {(inputs: Member_Notice_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como leída`)
};

export const member_notice_unread = /** @type {(inputs: Member_Notice_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin leer`)
};

export const member_notices_all_read = /** @type {(inputs: Member_Notices_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las notificaciones están marcadas como leídas.`)
};

export const member_notices_choose = /** @type {(inputs: Member_Notices_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige de qué te avisamos`)
};

export const member_notices_empty = /** @type {(inputs: Member_Notices_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes notificaciones. Aquí aparecerán tus insignias, las novedades de tus cursos y algún recordatorio amable.`)
};

export const member_notices_list = /** @type {(inputs: Member_Notices_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus notificaciones`)
};

export const member_notices_mark_all = /** @type {(inputs: Member_Notices_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar todas como leídas`)
};

export const member_notices_mark_failed = /** @type {(inputs: Member_Notices_Mark_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron marcar las notificaciones como leídas. Inténtalo de nuevo.`)
};

export const member_notices_pages = /** @type {(inputs: Member_Notices_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de notificaciones`)
};

export const member_notices_unread = /** @type {(inputs: Member_Notices_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tienes ${i?.count} notificación sin leer.`);
	return /** @type {LocalizedString} */ (`Tienes ${i?.count} notificaciones sin leer.`)
	
};

export const member_notifications_heading = /** @type {(inputs: Member_Notifications_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones`)
};

export const member_pager_next = /** @type {(inputs: Member_Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

export const member_pager_page = /** @type {(inputs: Member_Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.last}`)
};

export const member_pager_previous = /** @type {(inputs: Member_Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

export const member_points_chart_title = /** @type {(inputs: Member_Points_Chart_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos por semana, últimas ${i?.count} semanas`)
};

export const member_points_column = /** @type {(inputs: Member_Points_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

export const member_points_count = /** @type {(inputs: Member_Points_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} punto`);
	return /** @type {LocalizedString} */ (`${i?.formatted} puntos`)
	
};

export const member_points_empty = /** @type {(inputs: Member_Points_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes puntos. Termina una lección para ganar tus primeros puntos.`)
};

export const member_points_heading = /** @type {(inputs: Member_Points_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

export const member_points_history = /** @type {(inputs: Member_Points_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial`)
};

export const member_points_history_pages = /** @type {(inputs: Member_Points_History_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas del historial`)
};

export const member_points_intro = /** @type {(inputs: Member_Points_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganas puntos mientras aprendes: por cada lección que terminas, cada curso que completas, los cuestionarios y tu racha de aprendizaje.`)
};

export const member_points_last_weeks = /** @type {(inputs: Member_Points_Last_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Últimas ${i?.count} semanas`)
};

export const member_points_month = /** @type {(inputs: Member_Points_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este mes`)
};

export const member_points_per_week = /** @type {(inputs: Member_Points_Per_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos por semana`)
};

export const member_points_show_table = /** @type {(inputs: Member_Points_Show_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver como tabla`)
};

export const member_points_total = /** @type {(inputs: Member_Points_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos en total`)
};

export const member_points_week = /** @type {(inputs: Member_Points_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana`)
};

export const member_points_week_of = /** @type {(inputs: Member_Points_Week_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semana del`)
};

export const member_points_your_level = /** @type {(inputs: Member_Points_Your_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nivel`)
};

export const member_progress_finished = /** @type {(inputs: Member_Progress_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminado`)
};

export const member_progress_in_progress = /** @type {(inputs: Member_Progress_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En curso`)
};

export const member_progress_not_started = /** @type {(inputs: Member_Progress_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin empezar`)
};

export const member_push_blocked = /** @type {(inputs: Member_Push_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las notificaciones de Wellspring están bloqueadas en este navegador. Para permitirlas de nuevo, abre la configuración del sitio (el icono junto a la dirección), cambia Notificaciones a Permitir, recarga esta página y activa los recordatorios push.`)
};

export const member_push_choose = /** @type {(inputs: Member_Push_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige qué llega como push`)
};

export const member_push_device = /** @type {(inputs: Member_Push_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} en ${i?.system}`)
};

export const member_push_device_unknown = /** @type {(inputs: Member_Push_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un navegador`)
};

export const member_push_note_off = /** @type {(inputs: Member_Push_Note_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los recordatorios push están desactivados en este dispositivo.`)
};

export const member_push_note_off_failed = /** @type {(inputs: Member_Push_Note_Off_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron desactivar los recordatorios push. Inténtalo de nuevo.`)
};

export const member_push_note_on = /** @type {(inputs: Member_Push_Note_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los recordatorios push están activados en este dispositivo.`)
};

export const member_push_note_on_failed = /** @type {(inputs: Member_Push_Note_On_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron activar los recordatorios push. Inténtalo de nuevo.`)
};

export const member_push_note_unanswered = /** @type {(inputs: Member_Push_Note_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los recordatorios push siguen desactivados: la pregunta del navegador se cerró sin respuesta.`)
};

export const member_push_offer = /** @type {(inputs: Member_Push_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los recordatorios llegan en la app y por correo según tus ajustes de notificaciones. También pueden llegar a este dispositivo como notificación push.`)
};

export const member_push_offer_button = /** @type {(inputs: Member_Push_Offer_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar recordatorios a este dispositivo`)
};

export const member_push_state_busy = /** @type {(inputs: Member_Push_State_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un momento…`)
};

export const member_push_state_checking = /** @type {(inputs: Member_Push_State_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comprobando…`)
};

export const member_push_state_denied = /** @type {(inputs: Member_Push_State_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bloqueados`)
};

export const member_push_state_off = /** @type {(inputs: Member_Push_State_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desactivados`)
};

export const member_push_state_on = /** @type {(inputs: Member_Push_State_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activados`)
};

export const member_push_state_unsupported = /** @type {(inputs: Member_Push_State_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no disponibles`)
};

export const member_push_status = /** @type {(inputs: Member_Push_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recordatorios push en este dispositivo: ${i?.state}`)
};

export const member_push_turn_off = /** @type {(inputs: Member_Push_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar en este dispositivo`)
};

export const member_push_turn_on = /** @type {(inputs: Member_Push_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar los recordatorios push`)
};

export const member_push_unsupported = /** @type {(inputs: Member_Push_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no puede mostrar recordatorios push. En un iPhone o iPad, añade primero Wellspring a tu pantalla de inicio; en otros dispositivos, prueba con otro navegador. Los recordatorios siguen llegando en la app y por correo, como elegiste.`)
};

export const member_remove = /** @type {(inputs: Member_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

export const member_show_courses = /** @type {(inputs: Member_Show_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar cursos`)
};

export const member_stat_bookmarks = /** @type {(inputs: Member_Stat_BookmarksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardados`)
};

export const member_stat_certificates = /** @type {(inputs: Member_Stat_CertificatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificados`)
};

export const member_stat_completed = /** @type {(inputs: Member_Stat_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminados`)
};

export const member_stat_enrolled = /** @type {(inputs: Member_Stat_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos inscritos`)
};

export const member_status_400 = /** @type {(inputs: Member_Status_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud incorrecta`)
};

export const member_status_403 = /** @type {(inputs: Member_Status_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso denegado`)
};

export const member_status_404 = /** @type {(inputs: Member_Status_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontrado`)
};

export const member_status_429 = /** @type {(inputs: Member_Status_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiadas solicitudes`)
};

export const member_status_500 = /** @type {(inputs: Member_Status_500Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error interno del servidor`)
};

export const member_status_502 = /** @type {(inputs: Member_Status_502Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerta de enlace incorrecta`)
};

export const member_status_503 = /** @type {(inputs: Member_Status_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio no disponible`)
};

export const member_status_other = /** @type {(inputs: Member_Status_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const member_streak_heading = /** @type {(inputs: Member_Streak_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racha de aprendizaje`)
};

export const member_streak_in_a_row = /** @type {(inputs: Member_Streak_In_A_RowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} día seguido`);
	return /** @type {LocalizedString} */ (`${i?.count} días seguidos`)
	
};

export const member_streak_longest = /** @type {(inputs: Member_Streak_LongestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`récord: ${i?.count} día`);
	return /** @type {LocalizedString} */ (`récord: ${i?.count} días`)
	
};

export const member_streak_rest_left = /** @type {(inputs: Member_Streak_Rest_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Te queda ${i?.count} día de descanso esta semana`);
	return /** @type {LocalizedString} */ (`Te quedan ${i?.count} días de descanso esta semana`)
	
};

export const member_streak_start = /** @type {(inputs: Member_Streak_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza hoy`)
};

export const member_streak_week = /** @type {(inputs: Member_Streak_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana`)
};

export const member_survey_choose = /** @type {(inputs: Member_Survey_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una puntuación del 0 al 10.`)
};

export const member_survey_failed = /** @type {(inputs: Member_Survey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar tu respuesta. Inténtalo de nuevo.`)
};

export const member_survey_intro = /** @type {(inputs: Member_Survey_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has terminado tu primer curso. ¡Bien hecho! Solo una pregunta, y no volveremos a preguntarte.`)
};

export const member_survey_not_now = /** @type {(inputs: Member_Survey_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

export const member_survey_send = /** @type {(inputs: Member_Survey_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

export const member_survey_thanks = /** @type {(inputs: Member_Survey_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias por tu respuesta.`)
};

export const member_switch_failed = /** @type {(inputs: Member_Switch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar tu elección. Inténtalo de nuevo.`)
};

export const member_switch_hint = /** @type {(inputs: Member_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si está desactivado, los demás miembros no ven tu nombre ni tus puntos y no tienes puesto.`)
};

export const member_switch_label = /** @type {(inputs: Member_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrarme en la clasificación`)
};

export const member_switch_off = /** @type {(inputs: Member_Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const member_switch_off_toast = /** @type {(inputs: Member_Switch_Off_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no apareces en la clasificación.`)
};

export const member_switch_on = /** @type {(inputs: Member_Switch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const member_switch_on_toast = /** @type {(inputs: Member_Switch_On_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelves a aparecer en la clasificación.`)
};

export const member_title_badges = /** @type {(inputs: Member_Title_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignias`)
};

export const member_title_bookmarks = /** @type {(inputs: Member_Title_BookmarksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardados`)
};

export const member_title_certificates = /** @type {(inputs: Member_Title_CertificatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificados`)
};

export const member_title_cohort = /** @type {(inputs: Member_Title_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cohorte`)
};

export const member_title_dashboard = /** @type {(inputs: Member_Title_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel`)
};

export const member_title_leaderboard = /** @type {(inputs: Member_Title_LeaderboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación`)
};

export const member_title_my_courses = /** @type {(inputs: Member_Title_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis cursos`)
};

export const member_title_notifications = /** @type {(inputs: Member_Title_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones`)
};

export const member_title_points = /** @type {(inputs: Member_Title_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

export const member_try_again = /** @type {(inputs: Member_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar de nuevo`)
};

export const member_unread_count = /** @type {(inputs: Member_Unread_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} notificación sin leer`);
	return /** @type {LocalizedString} */ (`${i?.count} notificaciones sin leer`)
	
};

export const member_unread_hint = /** @type {(inputs: Member_Unread_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin leer`)
};

export const member_verify_region = /** @type {(inputs: Member_Verify_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu dirección de correo electrónico`)
};

export const member_verify_resend = /** @type {(inputs: Member_Verify_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar el enlace de nuevo`)
};

export const member_verify_send_failed = /** @type {(inputs: Member_Verify_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el correo. Inténtalo de nuevo.`)
};

export const member_verify_sending = /** @type {(inputs: Member_Verify_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

export const member_verify_text = /** @type {(inputs: Member_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma tu dirección de correo electrónico: te enviamos un enlace a ${i?.email}.`)
};

export const member_view_course = /** @type {(inputs: Member_View_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver curso`)
};

export const member_waiting_hint = /** @type {(inputs: Member_Waiting_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendientes`)
};

export const member_your_points = /** @type {(inputs: Member_Your_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus puntos`)
};

export const nav_badges = /** @type {(inputs: Nav_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignias`)
};

export const nav_become_mentor = /** @type {(inputs: Nav_Become_MentorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazte mentor`)
};

export const nav_billing = /** @type {(inputs: Nav_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturación`)
};

export const nav_bookmark = /** @type {(inputs: Nav_BookmarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardados`)
};

export const nav_certificate = /** @type {(inputs: Nav_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificados`)
};

export const nav_dashboard = /** @type {(inputs: Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel`)
};

export const nav_invitations = /** @type {(inputs: Nav_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones`)
};

export const nav_leaderboard = /** @type {(inputs: Nav_LeaderboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesiones en directo`)
};

export const nav_mentor = /** @type {(inputs: Nav_MentorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentor`)
};

export const nav_messages = /** @type {(inputs: Nav_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes`)
};

export const nav_my_courses = /** @type {(inputs: Nav_My_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis cursos`)
};

export const nav_points = /** @type {(inputs: Nav_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

export const nav_settings = /** @type {(inputs: Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes`)
};

export const notifications_none_unread = /** @type {(inputs: Notifications_None_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones, ninguna sin leer`)
};

export const notifications_unread = /** @type {(inputs: Notifications_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notificaciones, ${i?.count} sin leer`)
};

export const public_404_heading = /** @type {(inputs: Public_404_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hemos encontrado esa página`)
};

export const public_404_text = /** @type {(inputs: Public_404_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que el enlace sea antiguo o que la página se haya movido. Busca en el catálogo o empieza por uno de estos:`)
};

export const public_404_title = /** @type {(inputs: Public_404_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

export const public_500_heading = /** @type {(inputs: Public_500_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Error inesperado de la aplicación!`)
};

export const public_500_home = /** @type {(inputs: Public_500_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página de inicio`)
};

export const public_500_title = /** @type {(inputs: Public_500_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error inesperado · Wellspring`)
};

export const public_500_try_again = /** @type {(inputs: Public_500_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentar`)
};

export const public_badge_artwork = /** @type {(inputs: Public_Badge_ArtworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imagen de la insignia ${i?.badge}`)
};

export const public_badge_awarded_on = /** @type {(inputs: Public_Badge_Awarded_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otorgada el`)
};

export const public_badge_awarded_to = /** @type {(inputs: Public_Badge_Awarded_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otorgada a`)
};

export const public_badge_code = /** @type {(inputs: Public_Badge_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de la insignia`)
};

export const public_badge_description = /** @type {(inputs: Public_Badge_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.holder} consiguió la insignia ${i?.badge} en Wellspring.`)
};

export const public_badge_hint = /** @type {(inputs: Public_Badge_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un archivo Open Badges 3.0 firmado. Cualquier monedero o verificador compatible puede comprobarlo sin nosotros, con`)
};

export const public_badge_hint_key = /** @type {(inputs: Public_Badge_Hint_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nuestra clave publicada`)
};

export const public_badge_how_earned = /** @type {(inputs: Public_Badge_How_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se consigue`)
};

export const public_badge_status_invalid = /** @type {(inputs: Public_Badge_Status_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta insignia existe, pero su credencial no se ha podido comprobar con la clave que publicamos. Contacta con soporte.`)
};

export const public_badge_status_valid = /** @type {(inputs: Public_Badge_Status_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Válida: emitida por Wellspring. La firma de su credencial Open Badges se ha comprobado en nuestro servidor con la clave que publicamos.`)
};

export const public_badge_title = /** @type {(inputs: Public_Badge_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Insignia ${i?.badge} de ${i?.holder}`)
};

export const public_badge_unverified = /** @type {(inputs: Public_Badge_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido verificar`)
};

export const public_badge_valid = /** @type {(inputs: Public_Badge_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignia válida`)
};

export const public_blog_browse_courses = /** @type {(inputs: Public_Blog_Browse_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mientras tanto, explora los cursos`)
};

export const public_blog_by = /** @type {(inputs: Public_Blog_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por ${i?.author}`)
};

export const public_blog_description = /** @type {(inputs: Public_Blog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artículos de los profesores de Wellspring sobre sueño, estrés, movimiento, alimentación y crecimiento personal.`)
};

export const public_blog_empty = /** @type {(inputs: Public_Blog_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay entradas`)
};

export const public_blog_feed_title = /** @type {(inputs: Public_Blog_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog de Wellspring`)
};

export const public_blog_heading = /** @type {(inputs: Public_Blog_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El blog de Wellspring`)
};

export const public_blog_intro = /** @type {(inputs: Public_Blog_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ideas y prácticas para el bienestar de cada día, de nuestros profesores.`)
};

export const public_blog_more_posts = /** @type {(inputs: Public_Blog_More_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más entradas`)
};

export const public_blog_newer = /** @type {(inputs: Public_Blog_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada siguiente`)
};

export const public_blog_newest = /** @type {(inputs: Public_Blog_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a las entradas más recientes`)
};

export const public_blog_older = /** @type {(inputs: Public_Blog_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada anterior`)
};

export const public_blog_pages = /** @type {(inputs: Public_Blog_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas del blog`)
};

export const public_blog_past_end = /** @type {(inputs: Public_Blog_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página está más allá de la última entrada`)
};

export const public_blog_reading = /** @type {(inputs: Public_Blog_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min de lectura`)
};

export const public_blog_rss = /** @type {(inputs: Public_Blog_RssInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sigue el blog por RSS`)
};

export const public_blog_short = /** @type {(inputs: Public_Blog_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

export const public_blog_title = /** @type {(inputs: Public_Blog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog: ideas para el bienestar de cada día`)
};

export const public_bookmark = /** @type {(inputs: Public_BookmarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const public_bookmark_added = /** @type {(inputs: Public_Bookmark_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.course} está en tus guardados.`)
};

export const public_bookmark_failed = /** @type {(inputs: Public_Bookmark_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido guardar. Inténtalo de nuevo.`)
};

export const public_bookmark_removed = /** @type {(inputs: Public_Bookmark_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.course} se ha quitado de tus guardados.`)
};

export const public_bookmarked = /** @type {(inputs: Public_BookmarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado`)
};

export const public_breadcrumb = /** @type {(inputs: Public_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta de navegación`)
};

export const public_browse_all_courses = /** @type {(inputs: Public_Browse_All_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los cursos`)
};

export const public_bundle_about = /** @type {(inputs: Public_Bundle_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre este paquete`)
};

export const public_bundle_all_free = /** @type {(inputs: Public_Bundle_All_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos sus cursos son gratis: entra e inscríbete para empezar.`)
};

export const public_bundle_badge = /** @type {(inputs: Public_Bundle_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquete`)
};

export const public_bundle_courses = /** @type {(inputs: Public_Bundle_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cursos de este paquete`)
};

export const public_bundle_enrolled = /** @type {(inputs: Public_Bundle_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes este paquete`)
};

export const public_bundle_of = /** @type {(inputs: Public_Bundle_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paquete de ${i?.courses}`)
};

export const public_bundle_one_by_one = /** @type {(inputs: Public_Bundle_One_By_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por separado, estos cursos cuestan ${i?.total}.`)
};

export const public_bundle_preparing = /** @type {(inputs: Public_Bundle_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estamos preparando los cursos de este paquete.`)
};

export const public_bundle_save = /** @type {(inputs: Public_Bundle_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ahorras ${i?.amount}`)
};

export const public_bundle_save_against = /** @type {(inputs: Public_Bundle_Save_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`frente a comprar los ${i?.count} cursos por separado (${i?.total}).`)
};

export const public_bundle_start = /** @type {(inputs: Public_Bundle_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza por el primer curso`)
};

export const public_bundle_total = /** @type {(inputs: Public_Bundle_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.duration} de aprendizaje en total.`)
};

export const public_bundle_you_save = /** @type {(inputs: Public_Bundle_You_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahorras`)
};

export const public_bundles_description = /** @type {(inputs: Public_Bundles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los paquetes de Wellspring reúnen cursos que van juntos, por menos de lo que cuestan por separado.`)
};

export const public_bundles_empty = /** @type {(inputs: Public_Bundles_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay paquetes`)
};

export const public_bundles_empty_link = /** @type {(inputs: Public_Bundles_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`explora todos los cursos`)
};

export const public_bundles_empty_text = /** @type {(inputs: Public_Bundles_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronto llegarán nuevos paquetes. Mientras tanto,`)
};

export const public_bundles_heading = /** @type {(inputs: Public_Bundles_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquetes de cursos`)
};

export const public_bundles_intro = /** @type {(inputs: Public_Bundles_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos que van juntos, por menos de lo que cuestan por separado.`)
};

export const public_bundles_pages = /** @type {(inputs: Public_Bundles_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de paquetes`)
};

export const public_buy_checkout_failed = /** @type {(inputs: Public_Buy_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido abrir el pago. Inténtalo de nuevo.`)
};

export const public_buy_code = /** @type {(inputs: Public_Buy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de descuento`)
};

export const public_buy_for = /** @type {(inputs: Public_Buy_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comprar por ${i?.price}`)
};

export const public_buy_have_code = /** @type {(inputs: Public_Buy_Have_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Tienes un código de descuento?`)
};

export const public_buy_note = /** @type {(inputs: Public_Buy_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con una membresía tienes acceso a todos los cursos y paquetes.`)
};

export const public_buy_or_subscribe = /** @type {(inputs: Public_Buy_Or_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o suscríbete`)
};

export const public_cert_code = /** @type {(inputs: Public_Cert_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código del certificado`)
};

export const public_cert_course = /** @type {(inputs: Public_Cert_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curso`)
};

export const public_cert_description = /** @type {(inputs: Public_Cert_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.holder} completó ${i?.course} en Wellspring.`)
};

export const public_cert_heading = /** @type {(inputs: Public_Cert_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificado de finalización`)
};

export const public_cert_hint = /** @type {(inputs: Public_Cert_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un archivo Open Badges 3.0 firmado que cualquier monedero o verificador compatible puede comprobar sin nosotros.`)
};

export const public_cert_issued_on = /** @type {(inputs: Public_Cert_Issued_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emitido el`)
};

export const public_cert_status = /** @type {(inputs: Public_Cert_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Válido: emitido por Wellspring por completar todas las lecciones del curso.`)
};

export const public_cert_title = /** @type {(inputs: Public_Cert_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Certificado ${i?.code}`)
};

export const public_cert_valid = /** @type {(inputs: Public_Cert_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificado válido`)
};

export const public_cohorts_buy_place = /** @type {(inputs: Public_Cohorts_Buy_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprar una plaza`)
};

export const public_cohorts_buy_place_in = /** @type {(inputs: Public_Cohorts_Buy_Place_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.cohort}`)
};

export const public_cohorts_full = /** @type {(inputs: Public_Cohorts_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completo`)
};

export const public_cohorts_heading = /** @type {(inputs: Public_Cohorts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza en grupo`)
};

export const public_cohorts_intro = /** @type {(inputs: Public_Cohorts_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a un grupo y haz el curso junto a otras personas: tus lecciones se abren a partir de su fecha de inicio.`)
};

export const public_cohorts_join = /** @type {(inputs: Public_Cohorts_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirme`)
};

export const public_cohorts_join_failed = /** @type {(inputs: Public_Cohorts_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No has podido unirte al grupo. Inténtalo de nuevo.`)
};

export const public_cohorts_joined = /** @type {(inputs: Public_Cohorts_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te has unido a ${i?.cohort}. Tu primera lección se abre en su fecha de inicio.`)
};

export const public_cohorts_move_to = /** @type {(inputs: Public_Cohorts_Move_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiarme a`)
};

export const public_cohorts_place_costs = /** @type {(inputs: Public_Cohorts_Place_CostsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una plaza cuesta ${i?.price}`)
};

export const public_cohorts_seats_left = /** @type {(inputs: Public_Cohorts_Seats_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Queda ${i?.shown} plaza de ${i?.capacity}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Quedan ${i?.shown} plazas de ${i?.capacity}`);
	return /** @type {LocalizedString} */ ("public_cohorts_seats_left");
};

export const public_cohorts_see_members = /** @type {(inputs: Public_Cohorts_See_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver quién participa`)
};

export const public_cohorts_starts_on = /** @type {(inputs: Public_Cohorts_Starts_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza el`)
};

export const public_cohorts_you_are_in = /** @type {(inputs: Public_Cohorts_You_Are_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás en este grupo.`)
};

export const public_consent_accept = /** @type {(inputs: Public_Consent_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar`)
};

export const public_consent_analytics = /** @type {(inputs: Public_Consent_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analítica`)
};

export const public_consent_analytics_hint = /** @type {(inputs: Public_Consent_Analytics_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué páginas y cursos se usan, para mejorarlos.`)
};

export const public_consent_choose = /** @type {(inputs: Public_Consent_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir`)
};

export const public_consent_marketing = /** @type {(inputs: Public_Consent_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing`)
};

export const public_consent_marketing_hint = /** @type {(inputs: Public_Consent_Marketing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medir nuestros anuncios en otros sitios.`)
};

export const public_consent_reject = /** @type {(inputs: Public_Consent_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

export const public_consent_save = /** @type {(inputs: Public_Consent_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar mi elección`)
};

export const public_consent_text = /** @type {(inputs: Public_Consent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos gustaría medir cómo se usa Wellspring, con Google Tag Manager, para mejorarlo. No se envía nada hasta que aceptes, y puedes cambiar de opinión cuando quieras en «Ajustes de cookies», al pie de cada página.`)
};

export const public_consent_title = /** @type {(inputs: Public_Consent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies y analítica`)
};

export const public_contact_browse_courses = /** @type {(inputs: Public_Contact_Browse_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver cursos`)
};

export const public_contact_description = /** @type {(inputs: Public_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Preguntas sobre un curso, tu cuenta o la facturación? Envía un mensaje al equipo de Wellspring o llámanos 24/7.`)
};

export const public_contact_email = /** @type {(inputs: Public_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const public_contact_failed = /** @type {(inputs: Public_Contact_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido enviar tu mensaje. Comprueba tu conexión e inténtalo de nuevo.`)
};

export const public_contact_help_link = /** @type {(inputs: Public_Contact_Help_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`centro de ayuda`)
};

export const public_contact_lead = /** @type {(inputs: Public_Contact_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Preguntas sobre un curso, tu cuenta o la facturación? Envíanos un mensaje y te responderemos en un día laborable.`)
};

export const public_contact_many_answers = /** @type {(inputs: Public_Contact_Many_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muchas respuestas ya están en el`)
};

export const public_contact_message = /** @type {(inputs: Public_Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje`)
};

export const public_contact_name = /** @type {(inputs: Public_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nombre`)
};

export const public_contact_other_ways = /** @type {(inputs: Public_Contact_Other_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otras formas de contactarnos`)
};

export const public_contact_phone = /** @type {(inputs: Public_Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono (opcional)`)
};

export const public_contact_recaptcha = /** @type {(inputs: Public_Contact_RecaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este formulario está protegido por reCAPTCHA; se aplican la`)
};

export const public_contact_recaptcha_and = /** @type {(inputs: Public_Contact_Recaptcha_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`y los`)
};

export const public_contact_recaptcha_apply = /** @type {(inputs: Public_Contact_Recaptcha_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` de Google.`)
};

export const public_contact_recaptcha_privacy = /** @type {(inputs: Public_Contact_Recaptcha_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`política de privacidad`)
};

export const public_contact_recaptcha_terms = /** @type {(inputs: Public_Contact_Recaptcha_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`términos`)
};

export const public_contact_send = /** @type {(inputs: Public_Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar mensaje`)
};

export const public_contact_sending = /** @type {(inputs: Public_Contact_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

export const public_contact_subject = /** @type {(inputs: Public_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asunto`)
};

export const public_contact_thanks = /** @type {(inputs: Public_Contact_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias, tu mensaje está en camino`)
};

export const public_contact_title = /** @type {(inputs: Public_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto`)
};

export const public_contact_unreadable = /** @type {(inputs: Public_Contact_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido leer el formulario. Inténtalo de nuevo.`)
};

export const public_contact_us_link = /** @type {(inputs: Public_Contact_Us_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contáctanos`)
};

export const public_contact_visit_help = /** @type {(inputs: Public_Contact_Visit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitar el centro de ayuda`)
};

export const public_continue_learning = /** @type {(inputs: Public_Continue_LearningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seguir aprendiendo (${i?.progress} %)`)
};

export const public_count_articles = /** @type {(inputs: Public_Count_ArticlesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} artículo`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} artículos`);
	return /** @type {LocalizedString} */ ("public_count_articles");
};

export const public_count_courses = /** @type {(inputs: Public_Count_CoursesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} curso`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} cursos`);
	return /** @type {LocalizedString} */ ("public_count_courses");
};

export const public_count_days = /** @type {(inputs: Public_Count_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} día`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} días`);
	return /** @type {LocalizedString} */ ("public_count_days");
};

export const public_count_lessons = /** @type {(inputs: Public_Count_LessonsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} lección`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} lecciones`);
	return /** @type {LocalizedString} */ ("public_count_lessons");
};

export const public_count_seats = /** @type {(inputs: Public_Count_SeatsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} plaza`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} plazas`);
	return /** @type {LocalizedString} */ ("public_count_seats");
};

export const public_course_about = /** @type {(inputs: Public_Course_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre este curso`)
};

export const public_course_close_preview = /** @type {(inputs: Public_Course_Close_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar la vista previa`)
};

export const public_course_courses_in = /** @type {(inputs: Public_Course_Courses_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cursos de ${i?.bundle}`)
};

export const public_course_curriculum = /** @type {(inputs: Public_Course_CurriculumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temario`)
};

export const public_course_enrol_label = /** @type {(inputs: Public_Course_Enrol_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripción`)
};

export const public_course_free_preview = /** @type {(inputs: Public_Course_Free_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista previa gratis`)
};

export const public_course_free_preview_of = /** @type {(inputs: Public_Course_Free_Preview_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vista previa gratis: ${i?.lesson}`)
};

export const public_course_in_total = /** @type {(inputs: Public_Course_In_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en total`)
};

export const public_course_included_in = /** @type {(inputs: Public_Course_Included_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incluido en`)
};

export const public_course_learn = /** @type {(inputs: Public_Course_LearnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que aprenderás`)
};

export const public_course_lessons_by_kind = /** @type {(inputs: Public_Course_Lessons_By_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecciones por tipo`)
};

export const public_course_position = /** @type {(inputs: Public_Course_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Curso ${i?.position} de ${i?.count} de`)
};

export const public_course_preparing = /** @type {(inputs: Public_Course_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estamos preparando las lecciones de este curso.`)
};

export const public_course_related = /** @type {(inputs: Public_Course_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos relacionados`)
};

export const public_course_save_bundle = /** @type {(inputs: Public_Course_Save_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahorra con un paquete`)
};

export const public_course_section = /** @type {(inputs: Public_Course_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sección ${i?.number}:`)
};

export const public_course_with = /** @type {(inputs: Public_Course_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con`)
};

export const public_courses_count_capped = /** @type {(inputs: Public_Courses_Count_CappedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown}+ cursos`)
};

export const public_courses_description_all = /** @type {(inputs: Public_Courses_Description_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Explora ${i?.count} en Wellspring: cursos prácticos sobre sueño, estrés, movimiento y crecimiento personal.`)
};

export const public_courses_description_category = /** @type {(inputs: Public_Courses_Description_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Explora ${i?.count} de ${i?.category} en Wellspring: cursos prácticos sobre sueño, estrés, movimiento y crecimiento personal.`)
};

export const public_courses_description_term = /** @type {(inputs: Public_Courses_Description_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} en Wellspring coinciden con «${i?.term}». Encuentra cursos prácticos para tu bienestar y tu crecimiento personal.`)
};

export const public_courses_filters_label = /** @type {(inputs: Public_Courses_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Búsqueda y filtros`)
};

export const public_courses_first_page = /** @type {(inputs: Public_Courses_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a la primera página de resultados`)
};

export const public_courses_heading_all = /** @type {(inputs: Public_Courses_Heading_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los cursos`)
};

export const public_courses_heading_category = /** @type {(inputs: Public_Courses_Heading_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cursos de ${i?.category}`)
};

export const public_courses_heading_term = /** @type {(inputs: Public_Courses_Heading_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cursos sobre «${i?.term}»`)
};

export const public_courses_no_match = /** @type {(inputs: Public_Courses_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún curso coincide con «${i?.term}».`)
};

export const public_courses_none = /** @type {(inputs: Public_Courses_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay cursos`)
};

export const public_courses_none_for = /** @type {(inputs: Public_Courses_None_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay cursos sobre «${i?.term}»`)
};

export const public_courses_nothing = /** @type {(inputs: Public_Courses_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay coincidencias`)
};

export const public_courses_pages = /** @type {(inputs: Public_Courses_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de cursos`)
};

export const public_courses_past_end = /** @type {(inputs: Public_Courses_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página está más allá del final de la lista`)
};

export const public_courses_popular = /** @type {(inputs: Public_Courses_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Populares entre nuestros miembros`)
};

export const public_courses_results_label = /** @type {(inputs: Public_Courses_Results_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados`)
};

export const public_courses_showing = /** @type {(inputs: Public_Courses_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrando ${i?.from}–${i?.to} de ${i?.count}`)
};

export const public_courses_showing_for = /** @type {(inputs: Public_Courses_Showing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostramos cursos sobre «${i?.term}».`)
};

export const public_courses_tip_every_course = /** @type {(inputs: Public_Courses_Tip_Every_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para ver todos los cursos.`)
};

export const public_courses_tip_every_course_for = /** @type {(inputs: Public_Courses_Tip_Every_Course_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ver todos los cursos sobre «${i?.term}».`)
};

export const public_courses_tip_instead = /** @type {(inputs: Public_Courses_Tip_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en lugar de buscar.`)
};

export const public_courses_tip_remove_filters = /** @type {(inputs: Public_Courses_Tip_Remove_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quita los filtros`)
};

export const public_courses_tip_spelling = /** @type {(inputs: Public_Courses_Tip_SpellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa la ortografía o prueba con una palabra más corta o más general, como «sueño», «estrés» o «yoga».`)
};

export const public_courses_tip_topic = /** @type {(inputs: Public_Courses_Tip_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora un tema:`)
};

export const public_courses_title_all = /** @type {(inputs: Public_Courses_Title_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar cursos`)
};

export const public_courses_title_term = /** @type {(inputs: Public_Courses_Title_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cursos sobre «${i?.term}»`)
};

export const public_crumb_about = /** @type {(inputs: Public_Crumb_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre nosotros`)
};

export const public_crumb_bundles = /** @type {(inputs: Public_Crumb_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquetes`)
};

export const public_crumb_courses = /** @type {(inputs: Public_Crumb_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos`)
};

export const public_crumb_home = /** @type {(inputs: Public_Crumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

export const public_did_you_mean = /** @type {(inputs: Public_Did_You_MeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quisiste decir`)
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
	return /** @type {LocalizedString} */ (`Más de 3 horas`)
};

export const public_duration_medium = /** @type {(inputs: Public_Duration_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 1 a 3 horas`)
};

export const public_duration_minutes = /** @type {(inputs: Public_Duration_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

export const public_duration_prefix = /** @type {(inputs: Public_Duration_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración:`)
};

export const public_duration_short = /** @type {(inputs: Public_Duration_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menos de 1 hora`)
};

export const public_enrol_all = /** @type {(inputs: Public_Enrol_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscríbete en los ${i?.count} cursos`)
};

export const public_enrol_all_free = /** @type {(inputs: Public_Enrol_All_FreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscríbete gratis en los ${i?.count} cursos`)
};

export const public_enrol_all_membership = /** @type {(inputs: Public_Enrol_All_MembershipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscríbete en los ${i?.count} cursos: incluidos en tu membresía`)
};

export const public_enrol_bundle_note = /** @type {(inputs: Public_Enrol_Bundle_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al inscribirte aquí te inscribes en todos los cursos de ${i?.bundle}, también en este.`)
};

export const public_enrol_failed = /** @type {(inputs: Public_Enrol_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido completar la inscripción. Inténtalo de nuevo.`)
};

export const public_enrol_free = /** @type {(inputs: Public_Enrol_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscríbete gratis`)
};

export const public_enrol_membership = /** @type {(inputs: Public_Enrol_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscríbete: incluido en tu membresía`)
};

export const public_enrol_now = /** @type {(inputs: Public_Enrol_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscríbete ahora`)
};

export const public_enrolled = /** @type {(inputs: Public_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya estás en este curso`)
};

export const public_enrolled_in = /** @type {(inputs: Public_Enrolled_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te has inscrito en ${i?.course}.`)
};

export const public_enrolled_in_bundle = /** @type {(inputs: Public_Enrolled_In_BundleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te has inscrito en todos los cursos de ${i?.bundle}.`)
};

export const public_enrolling = /** @type {(inputs: Public_EnrollingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscribiéndote…`)
};

export const public_filter_all_categories = /** @type {(inputs: Public_Filter_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las categorías`)
};

export const public_filter_any_length = /** @type {(inputs: Public_Filter_Any_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier duración`)
};

export const public_filter_any_level = /** @type {(inputs: Public_Filter_Any_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier nivel`)
};

export const public_filter_category = /** @type {(inputs: Public_Filter_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categoría`)
};

export const public_filter_clear = /** @type {(inputs: Public_Filter_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar filtros`)
};

export const public_filter_duration = /** @type {(inputs: Public_Filter_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración`)
};

export const public_filter_form = /** @type {(inputs: Public_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar cursos`)
};

export const public_filter_free_and_paid = /** @type {(inputs: Public_Filter_Free_And_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis y de pago`)
};

export const public_filter_level = /** @type {(inputs: Public_Filter_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel`)
};

export const public_filter_price = /** @type {(inputs: Public_Filter_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

export const public_filter_search = /** @type {(inputs: Public_Filter_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const public_filter_search_placeholder = /** @type {(inputs: Public_Filter_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título, tema o idea`)
};

export const public_filter_sort = /** @type {(inputs: Public_Filter_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar por`)
};

export const public_filter_submit = /** @type {(inputs: Public_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar cursos`)
};

export const public_help_article_pages = /** @type {(inputs: Public_Help_Article_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de artículos`)
};

export const public_help_back = /** @type {(inputs: Public_Help_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al centro de ayuda`)
};

export const public_help_cant_find = /** @type {(inputs: Public_Help_Cant_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No encuentras lo que buscas?`)
};

export const public_help_category_description = /** @type {(inputs: Public_Help_Category_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Artículos de ayuda sobre ${i?.category} en Wellspring.`)
};

export const public_help_category_empty = /** @type {(inputs: Public_Help_Category_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay artículos aquí`)
};

export const public_help_centre = /** @type {(inputs: Public_Help_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro de ayuda`)
};

export const public_help_contact_support = /** @type {(inputs: Public_Help_Contact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacta con nuestro equipo de soporte`)
};

export const public_help_description = /** @type {(inputs: Public_Help_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuestas sobre tu cuenta de Wellspring, los cursos, los certificados, la facturación y la app, y cómo contactar con nuestro equipo de soporte 24/7.`)
};

export const public_help_empty = /** @type {(inputs: Public_Help_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay artículos de ayuda`)
};

export const public_help_empty_text = /** @type {(inputs: Public_Help_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo te ayuda encantado:`)
};

export const public_help_for = /** @type {(inputs: Public_Help_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ayuda sobre «${i?.term}»`)
};

export const public_help_found = /** @type {(inputs: Public_Help_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.articles} encontrado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.articles} encontrados`);
	return /** @type {LocalizedString} */ ("public_help_found");
};

export const public_help_heading = /** @type {(inputs: Public_Help_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿En qué podemos ayudarte?`)
};

export const public_help_in = /** @type {(inputs: Public_Help_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En ${i?.category}`)
};

export const public_help_more_in = /** @type {(inputs: Public_Help_More_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más en ${i?.category}`)
};

export const public_help_no_answers = /** @type {(inputs: Public_Help_No_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ninguna respuesta coincide con «${i?.term}»`)
};

export const public_help_no_match = /** @type {(inputs: Public_Help_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún artículo coincide con «${i?.term}».`)
};

export const public_help_none_found = /** @type {(inputs: Public_Help_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se han encontrado artículos`)
};

export const public_help_or_call = /** @type {(inputs: Public_Help_Or_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o llámanos 24/7 al`)
};

export const public_help_result_pages = /** @type {(inputs: Public_Help_Result_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de resultados`)
};

export const public_help_search_crumb = /** @type {(inputs: Public_Help_Search_CrumbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Búsqueda: ${i?.term}`)
};

export const public_help_search_description = /** @type {(inputs: Public_Help_Search_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Artículos del centro de ayuda que coinciden con «${i?.term}»: respuestas sobre tu cuenta de Wellspring, los cursos, los certificados y la facturación.`)
};

export const public_help_search_label = /** @type {(inputs: Public_Help_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en el centro de ayuda`)
};

export const public_help_search_placeholder = /** @type {(inputs: Public_Help_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej., restablecer contraseña`)
};

export const public_help_send_message = /** @type {(inputs: Public_Help_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíanos un mensaje`)
};

export const public_help_showing_for = /** @type {(inputs: Public_Help_Showing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostramos respuestas para «${i?.term}».`)
};

export const public_help_still = /** @type {(inputs: Public_Help_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Aún necesitas ayuda?`)
};

export const public_help_support_answers = /** @type {(inputs: Public_Help_Support_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo de soporte responde en un día laborable.`)
};

export const public_help_tip_ask = /** @type {(inputs: Public_Help_Tip_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta a nuestro equipo de soporte`)
};

export const public_help_tip_reply = /** @type {(inputs: Public_Help_Tip_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; respondemos en un día laborable.`)
};

export const public_help_tip_topic = /** @type {(inputs: Public_Help_Tip_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora un tema:`)
};

export const public_help_tip_words = /** @type {(inputs: Public_Help_Tip_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba con menos palabras o con otras, por ejemplo «contraseña» o «certificado».`)
};

export const public_help_title_suffix = /** @type {(inputs: Public_Help_Title_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} · Ayuda`)
};

export const public_help_updated = /** @type {(inputs: Public_Help_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizado el`)
};

export const public_home_app_store_small = /** @type {(inputs: Public_Home_App_Store_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descárgala en el`)
};

export const public_home_apps = /** @type {(inputs: Public_Home_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lleva Wellspring contigo`)
};

export const public_home_apps_intro = /** @type {(inputs: Public_Home_Apps_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practica donde estés con nuestras apps para iPhone y Android.`)
};

export const public_home_blog = /** @type {(inputs: Public_Home_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Del blog`)
};

export const public_home_blog_link = /** @type {(inputs: Public_Home_Blog_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitar el blog`)
};

export const public_home_bundles = /** @type {(inputs: Public_Home_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquetes: aprende más, paga menos`)
};

export const public_home_bundles_link = /** @type {(inputs: Public_Home_Bundles_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los paquetes`)
};

export const public_home_description = /** @type {(inputs: Public_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wellspring es un ecosistema completo para el desarrollo personal y el bienestar: cursos breves y prácticos sobre sueño, estrés, movimiento, nutrición y actitud, con una comunidad atenta.`)
};

export const public_home_featured = /** @type {(inputs: Public_Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos destacados`)
};

export const public_home_featured_intro = /** @type {(inputs: Public_Home_Featured_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los favoritos de nuestros miembros y un buen punto de partida.`)
};

export const public_home_find_course = /** @type {(inputs: Public_Home_Find_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentra un curso`)
};

export const public_home_google_play_small = /** @type {(inputs: Public_Home_Google_Play_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DISPONIBLE EN`)
};

export const public_home_heading = /** @type {(inputs: Public_Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pequeños pasos diarios hacia una versión más serena y fuerte de ti`)
};

export const public_home_kicker = /** @type {(inputs: Public_Home_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desarrollo personal y bienestar`)
};

export const public_home_lead = /** @type {(inputs: Public_Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos prácticos de profesores que se preocupan por ti: duerme mejor, reduce el estrés, muévete más y crece a tu ritmo.`)
};

export const public_home_newest = /** @type {(inputs: Public_Home_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novedades de la temporada`)
};

export const public_home_newest_link = /** @type {(inputs: Public_Home_Newest_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los cursos más recientes`)
};

export const public_home_search_label = /** @type {(inputs: Public_Home_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué te gustaría aprender?`)
};

export const public_home_search_placeholder = /** @type {(inputs: Public_Home_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba con «sueño» o «respiración consciente»`)
};

export const public_home_see_bundles = /** @type {(inputs: Public_Home_See_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los paquetes de cursos`)
};

export const public_home_testimonials_link = /** @type {(inputs: Public_Home_Testimonials_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer más historias de miembros`)
};

export const public_home_title = /** @type {(inputs: Public_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos de desarrollo personal y bienestar`)
};

export const public_home_topics = /** @type {(inputs: Public_Home_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora por tema`)
};

export const public_kind_checklist = /** @type {(inputs: Public_Kind_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de comprobación`)
};

export const public_kind_detail = /** @type {(inputs: Public_Kind_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura`)
};

export const public_kind_noun_checklist = /** @type {(inputs: Public_Kind_Noun_ChecklistInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`lista de comprobación`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`listas de comprobación`);
	return /** @type {LocalizedString} */ ("public_kind_noun_checklist");
};

export const public_kind_noun_detail = /** @type {(inputs: Public_Kind_Noun_DetailInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`lectura`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`lecturas`);
	return /** @type {LocalizedString} */ ("public_kind_noun_detail");
};

export const public_kind_noun_quiz = /** @type {(inputs: Public_Kind_Noun_QuizInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`cuestionario`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`cuestionarios`);
	return /** @type {LocalizedString} */ ("public_kind_noun_quiz");
};

export const public_kind_noun_survey = /** @type {(inputs: Public_Kind_Noun_SurveyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`encuesta`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`encuestas`);
	return /** @type {LocalizedString} */ ("public_kind_noun_survey");
};

export const public_kind_noun_task = /** @type {(inputs: Public_Kind_Noun_TaskInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`tarea`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`tareas`);
	return /** @type {LocalizedString} */ ("public_kind_noun_task");
};

export const public_kind_quiz = /** @type {(inputs: Public_Kind_QuizInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuestionario`)
};

export const public_kind_survey = /** @type {(inputs: Public_Kind_SurveyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuesta`)
};

export const public_kind_task = /** @type {(inputs: Public_Kind_TaskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarea`)
};

export const public_level_advanced = /** @type {(inputs: Public_Level_AdvancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avanzado`)
};

export const public_level_beginner = /** @type {(inputs: Public_Level_BeginnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principiante`)
};

export const public_level_intermediate = /** @type {(inputs: Public_Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intermedio`)
};

export const public_members_say = /** @type {(inputs: Public_Members_SayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que dicen nuestros miembros`)
};

export const public_modal_close = /** @type {(inputs: Public_Modal_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const public_opens_after_cohort = /** @type {(inputs: Public_Opens_After_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`después de que empiece tu grupo`)
};

export const public_opens_after_enrol = /** @type {(inputs: Public_Opens_After_EnrolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`después de inscribirte`)
};

export const public_opens_days = /** @type {(inputs: Public_Opens_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se abre ${i?.days} después de inscribirte`)
};

export const public_opens_days_not_before = /** @type {(inputs: Public_Opens_Days_Not_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se abre ${i?.days} después de inscribirte, no antes del ${i?.date}`)
};

export const public_opens_on = /** @type {(inputs: Public_Opens_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se abre el ${i?.date}`)
};

export const public_or = /** @type {(inputs: Public_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o`)
};

export const public_page_last_updated = /** @type {(inputs: Public_Page_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última actualización:`)
};

export const public_pages_description = /** @type {(inputs: Public_Pages_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo sobre Wellspring en un solo lugar: quiénes somos, empleo, productos y precios, casos de éxito y nuestras políticas de privacidad, de cookies y de términos.`)
};

export const public_pages_empty = /** @type {(inputs: Public_Pages_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay páginas`)
};

export const public_pages_empty_end = /** @type {(inputs: Public_Pages_Empty_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`si tienes cualquier pregunta.`)
};

export const public_pages_empty_please = /** @type {(inputs: Public_Pages_Empty_PleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por favor,`)
};

export const public_pages_heading = /** @type {(inputs: Public_Pages_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre Wellspring`)
};

export const public_pages_intro = /** @type {(inputs: Public_Pages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos, cómo trabajamos y las políticas que te protegen.`)
};

export const public_pages_list_name = /** @type {(inputs: Public_Pages_List_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas`)
};

export const public_pages_title = /** @type {(inputs: Public_Pages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre Wellspring: empresa, políticas y más`)
};

export const public_pagination = /** @type {(inputs: Public_PaginationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paginación`)
};

export const public_pagination_next = /** @type {(inputs: Public_Pagination_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

export const public_pagination_page = /** @type {(inputs: Public_Pagination_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página`)
};

export const public_pagination_page_word = /** @type {(inputs: Public_Pagination_Page_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`página`)
};

export const public_pagination_previous = /** @type {(inputs: Public_Pagination_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

export const public_price_free = /** @type {(inputs: Public_Price_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis`)
};

export const public_price_paid = /** @type {(inputs: Public_Price_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De pago`)
};

export const public_price_prefix = /** @type {(inputs: Public_Price_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio:`)
};

export const public_rated = /** @type {(inputs: Public_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valoración: ${i?.rating} de 5`)
};

export const public_search_button = /** @type {(inputs: Public_Search_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const public_sort_newest = /** @type {(inputs: Public_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más recientes`)
};

export const public_sort_price_high = /** @type {(inputs: Public_Sort_Price_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio: de mayor a menor`)
};

export const public_sort_price_low = /** @type {(inputs: Public_Sort_Price_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio: de menor a mayor`)
};

export const public_sort_relevance = /** @type {(inputs: Public_Sort_RelevanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más relevantes`)
};

export const public_sort_title = /** @type {(inputs: Public_Sort_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título de la A a la Z`)
};

export const public_start_learning = /** @type {(inputs: Public_Start_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar a aprender`)
};

export const public_testimonials_cta = /** @type {(inputs: Public_Testimonials_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentra tu curso`)
};

export const public_testimonials_description = /** @type {(inputs: Public_Testimonials_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros de Wellspring cuentan cómo nuestros cursos sobre sueño, estrés, movimiento y crecimiento cambiaron su día a día.`)
};

export const public_testimonials_empty = /** @type {(inputs: Public_Testimonials_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay historias`)
};

export const public_testimonials_empty_end = /** @type {(inputs: Public_Testimonials_Empty_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`y cuéntanos qué tal te fue.`)
};

export const public_testimonials_empty_first = /** @type {(inputs: Public_Testimonials_Empty_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sé la primera persona:`)
};

export const public_testimonials_empty_link = /** @type {(inputs: Public_Testimonials_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`encuentra un curso`)
};

export const public_testimonials_intro = /** @type {(inputs: Public_Testimonials_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras reales de personas que aprenden con Wellspring.`)
};

export const public_testimonials_pages = /** @type {(inputs: Public_Testimonials_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de testimonios`)
};

export const public_testimonials_title = /** @type {(inputs: Public_Testimonials_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias y testimonios de miembros`)
};

export const public_title_page = /** @type {(inputs: Public_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (página ${i?.page})`)
};

export const public_unsub_ask_heading = /** @type {(inputs: Public_Unsub_Ask_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Darte de baja de las noticias por correo electrónico?`)
};

export const public_unsub_ask_text = /** @type {(inputs: Public_Unsub_Ask_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No te enviaremos más boletines. Los mensajes sobre tu cuenta, tus cursos y tus pagos seguirán llegando, como es obligatorio.`)
};

export const public_unsub_back = /** @type {(inputs: Public_Unsub_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Wellspring`)
};

export const public_unsub_bad_heading = /** @type {(inputs: Public_Unsub_Bad_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace no funciona`)
};

export const public_unsub_bad_text = /** @type {(inputs: Public_Unsub_Bad_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace para darte de baja no es válido: puede que se haya modificado o cortado. Entra y desmarca las noticias por correo electrónico en tus ajustes de notificaciones, o escríbenos desde la página de contacto.`)
};

export const public_unsub_busy_heading = /** @type {(inputs: Public_Unsub_Busy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos`)
};

export const public_unsub_busy_later = /** @type {(inputs: Public_Unsub_Busy_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a intentarlo más tarde.`)
};

export const public_unsub_busy_minutes = /** @type {(inputs: Public_Unsub_Busy_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vuelve a intentarlo dentro de ${i?.minutes} minutos.`)
};

export const public_unsub_button = /** @type {(inputs: Public_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darme de baja`)
};

export const public_unsub_changed_mind = /** @type {(inputs: Public_Unsub_Changed_MindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Has cambiado de opinión? Cierra esta página: no cambia nada hasta que pulses el botón.`)
};

export const public_unsub_description = /** @type {(inputs: Public_Unsub_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja de recibir noticias de Wellspring por correo electrónico.`)
};

export const public_unsub_done_heading = /** @type {(inputs: Public_Unsub_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te has dado de baja`)
};

export const public_unsub_done_text = /** @type {(inputs: Public_Unsub_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No te enviaremos más noticias por correo electrónico. Si quieres volver a recibirlas, marca «Noticias por correo electrónico» en tus`)
};

export const public_unsub_settings = /** @type {(inputs: Public_Unsub_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes de notificaciones`)
};

export const public_unsub_settings_link = /** @type {(inputs: Public_Unsub_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ajustes de notificaciones`)
};

export const public_unsub_title = /** @type {(inputs: Public_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darse de baja de las noticias`)
};

export const public_verify_awarded_to = /** @type {(inputs: Public_Verify_Awarded_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otorgado a`)
};

export const public_verify_download = /** @type {(inputs: Public_Verify_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar la credencial Open Badges`)
};

export const public_verify_status = /** @type {(inputs: Public_Verify_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const seo_default_description = /** @type {(inputs: Seo_Default_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos, prácticas y una comunidad atenta para tu mente, tu cuerpo y tu crecimiento diario.`)
};

export const settings_addresses_intro = /** @type {(inputs: Settings_Addresses_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección que aparece en tus facturas. Nunca la compartimos.`)
};

export const settings_addresses_title = /** @type {(inputs: Settings_Addresses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de facturación`)
};

export const settings_back_link = /** @type {(inputs: Settings_Back_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes`)
};

export const settings_back_to_settings = /** @type {(inputs: Settings_Back_To_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a los ajustes`)
};

export const settings_cancel_intro = /** @type {(inputs: Settings_Cancel_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sentimos que te vayas.`)
};

export const settings_cancel_title = /** @type {(inputs: Settings_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar cuenta`)
};

export const settings_password_again = /** @type {(inputs: Settings_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe de nuevo la contraseña nueva`)
};

export const settings_password_current = /** @type {(inputs: Settings_Password_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actual`)
};

export const settings_password_forgot = /** @type {(inputs: Settings_Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Has olvidado tu contraseña actual?`)
};

export const settings_password_intro = /** @type {(inputs: Settings_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una contraseña nueva. Aquí mantienes la sesión iniciada; en los demás dispositivos se cerrará.`)
};

export const settings_password_min_hint = /** @type {(inputs: Settings_Password_Min_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al menos ${i?.min} caracteres.`)
};

export const settings_password_new = /** @type {(inputs: Settings_Password_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva`)
};

export const settings_password_title = /** @type {(inputs: Settings_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar contraseña`)
};

export const settings_profile_avatar_size_error = /** @type {(inputs: Settings_Profile_Avatar_Size_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La imagen puede ocupar como máximo ${i?.mb} MB.`)
};

export const settings_profile_avatar_type_error = /** @type {(inputs: Settings_Profile_Avatar_Type_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una imagen PNG, JPEG o WebP.`)
};

export const settings_profile_confirmed = /** @type {(inputs: Settings_Profile_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmada`)
};

export const settings_profile_email = /** @type {(inputs: Settings_Profile_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de correo electrónico`)
};

export const settings_profile_gender = /** @type {(inputs: Settings_Profile_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Género`)
};

export const settings_profile_gender_female = /** @type {(inputs: Settings_Profile_Gender_FemaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mujer`)
};

export const settings_profile_gender_male = /** @type {(inputs: Settings_Profile_Gender_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hombre`)
};

export const settings_profile_gender_none = /** @type {(inputs: Settings_Profile_Gender_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefiero no decirlo`)
};

export const settings_profile_intro = /** @type {(inputs: Settings_Profile_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nombre, tu foto y tu género, tal como los ven otros miembros y mentores.`)
};

export const settings_profile_language = /** @type {(inputs: Settings_Profile_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const settings_profile_language_hint = /** @type {(inputs: Settings_Profile_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El idioma de los correos, las notificaciones y los documentos que te enviamos.`)
};

export const settings_profile_name = /** @type {(inputs: Settings_Profile_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const settings_profile_not_confirmed = /** @type {(inputs: Settings_Profile_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin confirmar`)
};

export const settings_profile_photo_alt = /** @type {(inputs: Settings_Profile_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu foto de perfil`)
};

export const settings_profile_photo_hint = /** @type {(inputs: Settings_Profile_Photo_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG, JPEG o WebP, de hasta ${i?.mb} MB. La recortamos en forma cuadrada.`)
};

export const settings_profile_photo_label = /** @type {(inputs: Settings_Profile_Photo_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto de perfil`)
};

export const settings_profile_remove_photo = /** @type {(inputs: Settings_Profile_Remove_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar foto`)
};

export const settings_profile_save = /** @type {(inputs: Settings_Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar perfil`)
};

export const settings_profile_saved = /** @type {(inputs: Settings_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hemos guardado tu perfil.`)
};

export const settings_profile_title = /** @type {(inputs: Settings_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestionar perfil`)
};

export const settings_saving = /** @type {(inputs: Settings_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

export const sidebar_label = /** @type {(inputs: Sidebar_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Área de miembros`)
};

export const sidebar_toggle = /** @type {(inputs: Sidebar_ToggleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú de miembro`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saltar al contenido`)
};

export const untranslated_note = /** @type {(inputs: Untranslated_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este contenido todavía no está traducido al español; se muestra en inglés.`)
};