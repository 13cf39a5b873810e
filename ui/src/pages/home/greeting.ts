/** 'Good morning' before noon, 'Good afternoon' before 18:00, else 'Good evening' (local time). */
export const greetingFor = (now: Date): string => {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
};
