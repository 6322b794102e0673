import { describe, expect, it } from 'vitest';
import { isCalendarDay, messageDayAllowed, reminderText, reminderWindow } from './school-messages.ts';

describe('reminderWindow', () => {
  it('opens at 08:00 in Kigali the day before and closes as the day begins', () => {
    expect(reminderWindow('2026-11-25')).toEqual({
      from: new Date('2026-11-24T06:00:00Z'),
      until: new Date('2026-11-24T22:00:00Z'),
    });
  });
});

describe('messageDayAllowed', () => {
  const now = new Date('2026-11-22T22:30:00Z'); // 00:30 on the 23rd in Kigali
  it('takes today in Kigali and up to a year ahead', () => {
    expect(messageDayAllowed('2026-11-23', now)).toBe(true);
    expect(messageDayAllowed('2027-11-24', now)).toBe(true);
  });
  it('refuses yesterday in Kigali, beyond a year, and days that do not exist', () => {
    expect(messageDayAllowed('2026-11-22', now)).toBe(false);
    expect(messageDayAllowed('2027-11-25', now)).toBe(false);
    expect(messageDayAllowed('2026-02-29', now)).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('25/11/2026')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(messageDayAllowed('2026-00-10', now)).toBe(false);
  });
});

describe('reminderText', () => {
  it('says what is tomorrow, the date as written in Rwanda, and a shortened note', () => {
    expect(reminderText('Auto Ecole Intego', 'class', '2026-11-25', 'Muzane indangamuntu.')).toBe(
      'Auto Ecole Intego irakwibutsa: Isomo ni ejo, 25/11/2026. Muzane indangamuntu.',
    );
    expect(reminderText('A', 'note', '2026-11-25', 'x'.repeat(300))).toHaveLength(
      'A irakwibutsa: Ubutumwa, 25/11/2026. '.length + 200,
    );
  });

  it("speaks the student's language around the school's own words", () => {
    expect(reminderText('Auto Ecole Intego', 'exam', '2026-11-25', 'Bring your ID.', 'en')).toBe(
      'A reminder from Auto Ecole Intego: Exam tomorrow, 25/11/2026. Bring your ID.',
    );
    expect(reminderText('Auto Ecole Intego', 'class', '2026-11-25', '', 'fr')).toBe(
      'Rappel de Auto Ecole Intego: Cours demain, 25/11/2026.',
    );
  });
});
