// Bundles: a few paid courses that belong together, for less than buying them one by one, and one
// free starter bundle of free courses, so anyone can try learning through a bundle.
import { html, ul, type BundleSeed } from '../authoring.ts';

export const BUNDLES: BundleSeed[] = [
  {
    slug: 'calm-mind-deep-sleep',
    title: 'Calm Mind, Deep Sleep',
    summary: 'Four courses that settle the mind by day and restore it by night, from self-compassion to a full sleep reset.',
    descriptionHtml: html(
      'A restless mind and restless nights feed each other. This bundle tackles both together. Start with the 14-Night Sleep Reset to rebuild your sleep drive and body clock, then learn to soften the inner critic with the Self-Compassion Practice.',
      'If your schedule is unusual, Rest and Recovery for Shift Workers adapts everything to nights and early starts. When you are ready, Deepening Your Meditation takes your practice further with open awareness and a silent day at home.',
      ul('Four complete courses, yours to keep', 'Work through them in any order', 'Save over a third compared with buying each course separately'),
    ),
    imageUrl: '/images/bundles/calm-mind-deep-sleep.svg',
    priceCents: 14900,
    courses: ['sleep-reset-14-nights', 'self-compassion-practice', 'rest-for-shift-workers', 'deepening-your-meditation'],
  },
  {
    slug: 'strong-body-steady-energy',
    title: 'Strong Body, Steady Energy',
    summary: 'Move, build strength and eat well with four practical courses that fit into a busy week.',
    descriptionHtml: html(
      'Energy is built in the kitchen and on the mat. This bundle pairs two movement courses with two nutrition courses, so the changes support one another.',
      'Yoga Foundations and Strength Basics at Home give you a balanced weekly movement routine with no gym required. Simple Weeknight Cooking and Gut Health Fundamentals make nourishing meals quick, varied and enjoyable.',
      ul('Four complete courses', 'A suggested eight-week plan combining movement and meals', 'Save a third compared with buying the courses one by one'),
    ),
    imageUrl: '/images/bundles/strong-body-steady-energy.svg',
    priceCents: 11900,
    courses: ['yoga-foundations', 'strength-basics-at-home', 'simple-weeknight-cooking', 'gut-health-fundamentals'],
  },
  {
    slug: 'thrive-at-work',
    title: 'Thrive at Work',
    summary: 'Five courses to protect your focus, manage pressure, recover from burnout and have the conversations that change things.',
    descriptionHtml: html(
      'Work can be a source of meaning and a source of exhaustion, often in the same week. This bundle brings together our most popular courses for people who want to do good work without burning out.',
      'Build the foundations with Building Everyday Resilience and Deep Focus in a Distracted World. Plan calmer weeks with the Weekly Review. If you are already running on empty, Recovering from Burnout shows the way back, and Difficult Conversations with Care helps you ask for the changes you need.',
      ul('Five complete courses', 'Ideal for individuals, managers and team learning budgets', 'Save over a third compared with buying each course'),
    ),
    imageUrl: '/images/bundles/thrive-at-work.svg',
    priceCents: 16900,
    courses: ['building-resilience', 'deep-focus', 'plan-a-calmer-week', 'recovering-from-burnout', 'difficult-conversations'],
  },
  {
    slug: 'start-here-free-starter',
    title: 'Start Here: Your Free Starter Kit',
    summary: 'Three short free courses for your first weeks with us: calm in a stressful moment, habits that last and evenings that lead to better sleep.',
    descriptionHtml: html(
      'Not sure where to begin? These three free courses are the ones our members most often say they wish they had taken first. Each is short, practical and stands on its own.',
      'Stress First Aid gives you quick tools for the moments that feel like too much. Habits That Stick shows how to make small changes last. The Wind-Down Evening Routine brings it together at the end of the day, so you sleep better and start tomorrow rested.',
      ul('Three complete courses, free for every member', 'About fifteen minutes a day', 'A certificate for each course you finish'),
    ),
    imageUrl: '/images/bundles/start-here-free-starter.svg',
    priceCents: 0,
    courses: ['stress-first-aid', 'habits-that-stick', 'wind-down-evening-routine'],
  },
];
