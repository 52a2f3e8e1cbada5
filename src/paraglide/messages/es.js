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

export const language_switch_label = /** @type {(inputs: Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const language_switch_to = /** @type {(inputs: Language_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leer esta página en ${i?.language}`)
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

export const seo_default_description = /** @type {(inputs: Seo_Default_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursos, prácticas y una comunidad atenta para tu mente, tu cuerpo y tu crecimiento diario.`)
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