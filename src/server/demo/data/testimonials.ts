// What learners say. Each quote names a real course in the catalogue.
import type { TestimonialSeed } from '../authoring.ts';

export const TESTIMONIALS: TestimonialSeed[] = [
  {
    name: 'Amelia Hart',
    role: 'Primary school teacher, Leeds',
    quote:
      'I had tried meditation apps for years and always gave up after a week. The beginners’ course finally explained what I was supposed to be doing. Six months later I still sit for ten minutes every morning before school.',
    rating: 5,
    avatarUrl: '/images/avatars/testimonial-1.svg',
  },
  {
    name: 'Rahul Mehta',
    role: 'Software engineer',
    quote:
      'Deep Focus changed how my whole team works. We now protect two mornings a week for uninterrupted work, and the attention audit was an eye-opener. Practical, no fluff.',
    rating: 5,
    avatarUrl: '/images/avatars/testimonial-2.svg',
  },
  {
    name: 'Grace Mwangi',
    role: 'ICU nurse on rotating shifts',
    quote:
      'Finally, sleep advice written for people like me. The shift work course helped me plan my light and naps around nights, and I feel far less like a zombie on my days off.',
    rating: 5,
    avatarUrl: '/images/avatars/testimonial-3.svg',
  },
  {
    name: 'Lukas Weber',
    role: 'Father of two and weekend cyclist',
    quote:
      'Strength Basics at Home is exactly what I needed: three short sessions a week with a backpack and a chair. My back pain has eased and I can carry both kids up the stairs again.',
    rating: 4,
    avatarUrl: '/images/avatars/testimonial-4.svg',
  },
  {
    name: 'Sofía Ramírez',
    role: 'Team lead in customer support',
    quote:
      'Recovering from Burnout helped me put words to what was happening and gave me a script for the conversation with my manager. That conversation changed my workload, and honestly my year.',
    rating: 5,
    avatarUrl: '/images/avatars/testimonial-5.svg',
  },
  {
    name: 'Oliver Bennett',
    role: 'Retired engineer',
    quote:
      'I joined for the yoga and stayed for everything else. The lessons are clear and kind, and the little quizzes keep me honest. Lovely to learn something new at seventy-two.',
    rating: 4,
    avatarUrl: '/images/avatars/testimonial-6.svg',
  },
];
