// The catalogue's categories, in the order the header menu and filters show them.
import type { CategorySeed } from '../authoring.ts';

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'mindfulness-meditation',
    name: 'Mindfulness & Meditation',
    description: 'Short, practical meditations and everyday mindfulness for a steadier, kinder mind.',
  },
  {
    slug: 'sleep-rest',
    name: 'Sleep & Rest',
    description: 'Evidence-informed routines to fall asleep more easily, wake more rested and recover well.',
  },
  {
    slug: 'movement-yoga',
    name: 'Movement & Yoga',
    description: 'Gentle yoga, mobility and strength sessions that fit a real day and a real body.',
  },
  {
    slug: 'nutrition',
    name: 'Nutrition',
    description: 'Unfussy, non-diet guidance on eating well, cooking simply and listening to hunger.',
  },
  {
    slug: 'stress-resilience',
    name: 'Stress & Resilience',
    description: 'Tools to notice stress early, recover faster and keep going when life gets heavy.',
  },
  {
    slug: 'productivity-habits',
    name: 'Productivity & Habits',
    description: 'Build habits that last, protect your focus and plan weeks that leave room to breathe.',
  },
  {
    slug: 'relationships-communication',
    name: 'Relationships & Communication',
    description: 'Listen better, speak honestly and handle hard conversations with care.',
  },
];
