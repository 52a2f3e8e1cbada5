// Word lists the benchmark generator (scale.ts) combines into course titles, summaries and
// descriptions. Topics are specific to each category so a search such as "sleep" or "breathwork"
// matches a realistic share of a large catalogue, not all of it and not none of it.
// Plain text only: no markup characters, so the generated HTML stays well-formed.

export type CategoryWords = { topics: string[]; benefits: string[]; outcomes: string[]; instructors: string[] };

export const SCALE_WORDS: Record<string, CategoryWords> = {
  'mindfulness-meditation': {
    topics: ['Breath Awareness', 'Loving-Kindness', 'Body Scan', 'Mindful Walking', 'Mantra Meditation', 'Noting Practice', 'Gratitude', 'Open Awareness', 'Compassion', 'Visualisation', 'Mindful Eating', 'Zen Sitting', 'Insight Meditation', 'Mindful Listening', 'Equanimity', 'Sound Meditation'],
    benefits: ['feel calmer and more present', 'notice thoughts without being carried away', 'bring attention back with kindness', 'meet difficult emotions with curiosity', 'find stillness in a busy day'],
    outcomes: ['Settle into a steady meditation posture', 'Use the breath as an anchor for attention', 'Practise loving-kindness phrases', 'Notice and label passing thoughts', 'Bring mindful pauses into daily routines', 'Keep a simple practice journal'],
    instructors: ['Priya Raman', 'Anika Sorensen', 'Thich Minh Tam', 'Clara Jimenez'],
  },
  'sleep-rest': {
    topics: ['Sleep Hygiene', 'Insomnia Relief', 'Power Naps', 'Circadian Rhythm', 'Bedtime Routine', 'Deep Sleep', 'Dream Journaling', 'Restful Evenings', 'Jet Lag Recovery', 'Yoga Nidra', 'Sleep Tracking', 'Quiet Mind at Night', 'Morning Light', 'Restorative Rest'],
    benefits: ['fall asleep faster', 'wake up feeling rested', 'quiet a racing mind at bedtime', 'keep a steady body clock', 'recover well after short nights'],
    outcomes: ['Keep a sleep diary and read the patterns', 'Set a consistent wake-up time', 'Build a calming wind-down routine', 'Use light and darkness to shift the body clock', 'Nap without grogginess', 'Know when to ask a doctor about sleep'],
    instructors: ['Dr. Hannah Becker', 'Dr. Samuel Ortiz', 'Mei Lin Zhou'],
  },
  'movement-yoga': {
    topics: ['Hatha Yoga', 'Vinyasa Flow', 'Yin Yoga', 'Pilates Core', 'Mobility', 'Stretching', 'Kettlebell Strength', 'Bodyweight Training', 'Walking for Fitness', 'Chair Yoga', 'Balance Training', 'Running Form', 'Posture Reset', 'Hip Mobility', 'Restorative Yoga', 'Tai Chi'],
    benefits: ['move with more ease and less stiffness', 'build strength without a gym', 'improve balance and posture', 'stay active with short sessions', 'recover well between workouts'],
    outcomes: ['Warm up safely before every session', 'Hold key postures with stable alignment', 'Progress exercises as you get stronger', 'Use props to adapt any pose', 'Plan a balanced weekly movement routine', 'Tell useful effort apart from pain'],
    instructors: ['Tomás Herrera', 'Marcus Bell', 'Aisha Karimi', 'Jonas Lindqvist'],
  },
  nutrition: {
    topics: ['Meal Planning', 'Plant-Based Eating', 'Gut Health', 'Mindful Eating', 'Batch Cooking', 'Healthy Snacking', 'Hydration', 'Fermented Foods', 'Mediterranean Cooking', 'Family Meals', 'Budget Cooking', 'Protein Basics', 'Breakfast Ideas', 'Lunchbox Prep', 'Whole Grains'],
    benefits: ['eat well without strict rules', 'cook quick, nourishing meals', 'keep energy steady through the day', 'listen to hunger and fullness', 'add more variety to every plate'],
    outcomes: ['Build balanced meals with the plate model', 'Plan a flexible week of meals', 'Stock a pantry for quick dinners', 'Read food labels with confidence', 'Add thirty different plants a week', 'Cook in batches to save time'],
    instructors: ['Keiko Tanaka, RD', 'Luca Romano', 'Fatima Haddad, RD'],
  },
  'stress-resilience': {
    topics: ['Stress Management', 'Breathwork', 'Burnout Prevention', 'Emotional Resilience', 'Anxiety Relief', 'Grounding Techniques', 'Nervous System Reset', 'Coping Skills', 'Worry Time', 'Calm Under Pressure', 'Recovery Rituals', 'Self-Care Planning', 'Cognitive Reframing', 'Nature Therapy'],
    benefits: ['calm the body when stress spikes', 'bounce back faster from setbacks', 'spot the early signs of burnout', 'reframe unhelpful thoughts', 'build a personal toolkit for hard days'],
    outcomes: ['Use slow breathing to settle the nervous system', 'Recognise personal stress signals early', 'Challenge catastrophic thinking', 'Build a support network map', 'Plan recovery time into busy weeks', 'Create a calm plan for stressful moments'],
    instructors: ['Daniel Okafor', 'Dr. Naomi Fischer', 'Rosa Delgado'],
  },
  'productivity-habits': {
    topics: ['Habit Building', 'Time Blocking', 'Deep Work', 'Goal Setting', 'Weekly Planning', 'Digital Minimalism', 'Morning Routines', 'Procrastination', 'Focus Sprints', 'Journaling', 'Decluttering', 'Energy Management', 'Note-Taking', 'Decision Making'],
    benefits: ['focus on what matters most', 'make good habits feel automatic', 'plan weeks with room to breathe', 'stop putting things off', 'protect attention from distraction'],
    outcomes: ['Anchor new habits to existing routines', 'Run a weekly review in thirty minutes', 'Protect deep work blocks in the calendar', 'Break big goals into next actions', 'Set up devices for focus', 'Track progress without perfectionism'],
    instructors: ['Sofia Marchetti', 'Ben Adler', 'Chloe Nakamura'],
  },
  'relationships-communication': {
    topics: ['Active Listening', 'Difficult Conversations', 'Healthy Boundaries', 'Conflict Resolution', 'Assertiveness', 'Empathy', 'Giving Feedback', 'Couples Communication', 'Parenting Conversations', 'Friendship', 'Public Speaking', 'Nonviolent Communication', 'Apologies and Repair', 'Team Trust'],
    benefits: ['listen so people feel heard', 'say no kindly and clearly', 'handle conflict without blowing up', 'express needs with confidence', 'repair trust after a rupture'],
    outcomes: ['Reflect back what you hear', 'Ask open questions that invite more', 'Use I statements to share feelings', 'Separate facts from stories', 'Prepare for a hard conversation', 'Repair after an argument'],
    instructors: ['Elena Vasquez', 'Dr. Naomi Fischer', 'Kwame Asante'],
  },
};

/** Used for categories added later that this file does not know. */
export const GENERIC_WORDS: CategoryWords = {
  topics: ['Wellbeing', 'Personal Growth', 'Self-Care', 'Life Balance', 'Confidence', 'Purpose', 'Everyday Calm', 'Healthy Routines'],
  benefits: ['feel better day to day', 'make small changes that last', 'understand what helps you thrive'],
  outcomes: ['Set a realistic personal goal', 'Build a small daily routine', 'Reflect on progress each week', 'Ask for support when you need it'],
  instructors: ['Wellspring Faculty'],
};

export const TITLE_PREFIXES = ['The 7-Day', 'The 21-Day', 'The 30-Day', 'Everyday', 'Gentle', 'Practical', 'Simple', 'Complete', 'Modern', 'Essential'];
export const TITLE_FORMATS = ['Essentials', 'Foundations', 'Masterclass', 'Workshop', 'Deep Dive', 'Starter Kit', 'Daily Practice', 'Toolkit', 'Challenge', 'Journey', 'Programme', 'Crash Course', 'Bootcamp', 'Reset'];
export const AUDIENCES = [
  'for Shift Workers',
  'for Busy Parents',
  'for Students',
  'for Teachers',
  'for Healthcare Workers',
  'for Remote Workers',
  'for Managers',
  'for Runners',
  'after Fifty',
  'for Creatives',
  'for New Parents',
  'at Work',
  'at Home',
  'on the Go',
  'for Night Owls',
  'for Caregivers',
];
export const SUBTITLES = ['A Practical Guide', 'An Introduction', 'A Four-Week Course', 'Theory and Practice', 'A Gentle Start', 'The Essentials', 'Tools for Real Life'];
export const VERBS = ['Learn', 'Practise', 'Explore', 'Discover', 'Build', 'Master', 'Develop', 'Rediscover'];
export const METHODS = [
  'short daily sessions',
  'guided audio practices',
  'practical worksheets',
  'weekly challenges',
  'real-life case studies',
  'step-by-step exercises',
  'gentle reflection prompts',
  'bite-sized video lessons',
  'quizzes and checklists',
];
