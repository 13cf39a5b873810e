/**
 * Spec 3 §2 Home greeting, by the local date and time: 'Happy Halloween' on 31 October and
 * 'Merry Christmas' on 25 December; otherwise 'Good morning' before noon, 'Good afternoon' before
 * 18:00, else 'Good evening'.
 */
export const greetingFor = (now: Date): string => {
  const month = now.getMonth() + 1;
  const day = now.getDate();
  if (month === 10 && day === 31) return 'Happy Halloween';
  if (month === 12 && day === 25) return 'Merry Christmas';
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
};
