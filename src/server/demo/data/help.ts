// The help centre: categories of articles answering what members actually ask.
import { h3, html, ol, ul, type HelpCategorySeed } from '../authoring.ts';

export const HELP: HelpCategorySeed[] = [
  {
    slug: 'getting-started',
    name: 'Getting started',
    description: 'Create your account, find a course and learn how lessons work.',
    articles: [
      {
        title: 'Creating your Wellspring account',
        contentHtml: html(
          'You can browse every course, bundle, blog post and help article without an account. To enrol, save your progress and earn certificates, you will need a free Wellspring account.',
          ol(
            'Select <strong>Sign Up</strong> at the top of any page.',
            'Enter your name, e-mail address and a password of at least eight characters.',
            'Accept the terms and select <strong>Create account</strong>.',
            'Open the e-mail we send you and follow the verification link.',
          ),
          'Once your address is verified you can log in from any device with the same e-mail and password.',
        ),
      },
      {
        title: 'Verifying your e-mail address',
        contentHtml: html(
          'We ask you to verify your e-mail address so that we can send receipts, certificates and password reset links to the right person.',
          'The verification e-mail arrives within a few minutes of signing up. If you cannot find it, check your spam or promotions folder and search for "Wellspring". Verification links expire after a while for your security; if yours has expired, log in and request a new one from the banner at the top of your dashboard.',
          'Still nothing? Make sure the address on your account is spelled correctly under <strong>Settings → Manage profile</strong>, or contact us through the Contact page.',
        ),
      },
      {
        title: 'Finding the right course for you',
        contentHtml: html(
          'Use the <strong>Courses</strong> menu to browse by category, or type what you are looking for into the search box, for example "sleep", "anxiety at work" or "yoga for beginners", and press Enter.',
          'On the results page you can narrow the list by level, length and price, and sort by relevance, newest or price. Every course page shows what you will learn, the full list of lessons and a free preview lesson you can read before enrolling.',
          h3('Not sure where to begin?'),
          'Our free beginner courses are a gentle way in: try Meditation for Complete Beginners, Stress First Aid or Habits That Stick.',
        ),
      },
      {
        title: 'How lessons work: the five lesson types',
        contentHtml: html(
          'Wellspring courses mix five kinds of lesson, so you learn by doing as well as reading:',
          ul(
            '<strong>Detail</strong> lessons explain an idea, sometimes with audio or video.',
            '<strong>Checklist</strong> lessons give you practical steps to tick off.',
            '<strong>Quiz</strong> lessons check your understanding; each quiz shows the mark needed to pass, and you can try again.',
            '<strong>Survey</strong> lessons ask for your reflections. There are no wrong answers.',
            '<strong>Task</strong> lessons set a real-world assignment and let you write up, and sometimes upload, your work.',
          ),
          'Your work in every lesson is saved as you go, so you can stop at any point and pick up later on any device.',
        ),
      },
    ],
  },
  {
    slug: 'account-billing',
    name: 'Account & billing',
    description: 'Passwords, profile details, payments, invoices and refunds.',
    articles: [
      {
        title: 'Resetting a forgotten password',
        contentHtml: html(
          'On the login page, select <strong>Forgot password?</strong> and enter the e-mail address you signed up with. We will send you a link to choose a new password.',
          'For your security the link can be used once and expires after a short time. If it has expired, simply request a new one. If no e-mail arrives, check your spam folder and make sure you are using the address you registered with.',
        ),
      },
      {
        title: 'Changing your name, photo or password',
        contentHtml: html(
          'Go to <strong>Settings</strong> in the menu under your name. From there you can:',
          ul(
            'Update your name and profile photo in <strong>Manage profile</strong>',
            'Change your password in <strong>Password</strong> (you will need your current one)',
            'Add or update your billing address in <strong>Addresses</strong>',
            'Choose which e-mails and notifications you receive in <strong>Notification settings</strong>',
          ),
          'The name on your profile is the one printed on new certificates, so make sure it is spelled the way you would like it to appear.',
        ),
      },
      {
        title: 'Payments, receipts and invoices',
        contentHtml: html(
          'You can pay for a course or bundle by card when you select <strong>Buy</strong> on its page. Payments are processed securely by our payment provider; Wellspring never sees or stores your full card number.',
          'Every purchase appears under <strong>Billing</strong> in your account, with the date, the amount and a downloadable PDF invoice. To show your company name or address on invoices, add a default address under <strong>Settings → Addresses</strong> before you buy.',
        ),
      },
      {
        title: 'Refunds',
        contentHtml: html(
          'If a paid course is not right for you, you can ask for a full refund within 14 days of purchase, as long as you have completed less than half of its lessons.',
          'To request a refund, use the Contact page and include the e-mail on your account and the invoice number from <strong>Billing</strong>. Refunds go back to the original payment method and usually appear within five to ten working days, depending on your bank.',
        ),
      },
      {
        title: 'Cancelling your account',
        contentHtml: html(
          'You can close your account at any time from <strong>Settings → Cancel account</strong>. We will ask you to confirm, because cancellation cannot be undone.',
          'When you cancel, we remove or anonymise your personal details. Certificates you have already earned stay verifiable by their code, but you will no longer be able to log in or access your courses. If you have an active subscription, cancel it first so you are not charged again.',
        ),
      },
    ],
  },
  {
    slug: 'courses-certificates',
    name: 'Courses & certificates',
    description: 'Enrolling, tracking progress, certificates, points and badges.',
    articles: [
      {
        title: 'Enrolling in free and paid courses',
        contentHtml: html(
          'On any course page, select <strong>Enrol for free</strong> for a free course, or <strong>Buy</strong> for a paid one. Once enrolled, the course appears in <strong>My Courses</strong> and stays there: there are no time limits on courses you have joined.',
          'Bundles group several courses at a lower price than buying them one by one. Buying a bundle enrols you in every course it contains, and you can work through them in any order.',
        ),
      },
      {
        title: 'Tracking your progress and picking up where you left off',
        contentHtml: html(
          'Each course card in <strong>My Courses</strong> shows how far through you are. Select <strong>Continue</strong> to open the lesson you were last working on.',
          'A lesson counts as complete when you finish it: reading a detail lesson, ticking a checklist, passing a quiz, submitting a survey or submitting a task. Your dashboard shows your most recent courses so you can get back to them quickly.',
        ),
      },
      {
        title: 'Earning and sharing certificates',
        contentHtml: html(
          'When you complete every lesson in a course, you earn a certificate of completion. You will find it under <strong>Certificates</strong>, where you can download it as a PDF.',
          'Each certificate carries a unique verification code. Anyone you share it with, such as an employer, can check that it is genuine by visiting the verification link printed on the certificate.',
          'Certificates show the name on your profile at the time they are issued, so check your name in <strong>Manage profile</strong> before finishing your course.',
        ),
      },
      {
        title: 'Points, badges and the leaderboard',
        contentHtml: html(
          'You earn points as you learn: for completing lessons, passing quizzes and finishing courses. Your total and its history are shown under <strong>Points</strong>.',
          'Badges celebrate milestones, such as completing your first course or learning several days in a row. The <strong>Leaderboard</strong> shows the most active learners; it is meant to be encouraging, so learn at the pace that suits you.',
        ),
      },
      {
        title: 'Bookmarking courses for later',
        contentHtml: html(
          'Found a course you would like to come back to? Select the bookmark icon on its page. All your bookmarked courses are listed under <strong>Bookmark</strong> in the menu, and you can remove a bookmark at any time by selecting the icon again.',
        ),
      },
    ],
  },
  {
    slug: 'technical-help',
    name: 'Technical help',
    description: 'Browsers, media playback, saving your work and e-mails.',
    articles: [
      {
        title: 'Supported browsers and devices',
        contentHtml: html(
          'Wellspring works in the current and previous versions of Chrome, Edge, Firefox and Safari, on computers, tablets and phones. For the smoothest experience, keep your browser up to date.',
          'If a page looks wrong or a button does nothing, try refreshing the page, then clearing your browser cache, then trying another browser. Browser extensions that block scripts can also interfere with lessons.',
        ),
      },
      {
        title: 'Audio or video will not play',
        contentHtml: html(
          'If a lesson’s audio or video does not start, check the following:',
          ul(
            'Your device is not muted and the volume is up',
            'You are logged in and enrolled in the course',
            'Your connection is stable; try switching from mobile data to Wi-Fi',
            'Another tab is not already playing media',
          ),
          'If the problem continues, note the course and lesson name and contact us through the Contact page. We will look into it quickly.',
        ),
      },
      {
        title: 'My lesson work did not save',
        contentHtml: html(
          'Lesson work (checklist ticks, survey answers and task drafts) is saved automatically as you go. If you lose your connection, your changes are kept on your device and sent as soon as you are back online.',
          'If something still looks missing, refresh the lesson page to load the latest saved version. Please do not clear your browser data while you are offline with unsaved work, as that removes the copy kept on your device.',
        ),
      },
      {
        title: 'I am not receiving e-mails from Wellspring',
        contentHtml: html(
          'First, check your spam, junk or promotions folder and mark our messages as "not spam". Adding our address to your contacts helps future e-mails arrive in your inbox.',
          'Next, make sure the e-mail address in <strong>Manage profile</strong> is correct, and check <strong>Notification settings</strong> in case you have turned a type of e-mail off. Account e-mails, such as password resets and receipts, are always sent.',
        ),
      },
    ],
  },
];
