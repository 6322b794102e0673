import { describe, expect, it } from 'vitest';
import { menuItemsFor } from './menu-items.ts';

describe('the dashboard menu', () => {
  it('shows learners no admin entries, and admins all of them, in the spec order (with the sign library after the lessons, then practice)', () => {
    expect(menuItemsFor('learner').map((i) => i.to)).toEqual([
      '/dashboard',
      '/dashboard/amasomo',
      '/dashboard/ibyapa',
      '/dashboard/imyitozo',
      '/dashboard/isuzuma',
      '/dashboard/kuri-telefoni',
      '/dashboard/ifatabuguzi',
      '/dashboard/konte',
    ]);
    expect(menuItemsFor('admin').map((i) => i.label)).toEqual([
      'dashboard.menu_home',
      'dashboard.menu_lessons',
      'dashboard.menu_signs',
      'dashboard.menu_practice',
      'dashboard.menu_exams',
      'dashboard.menu_subscribers',
      'dashboard.menu_users',
      'dashboard.menu_payments',
      'dashboard.menu_schools',
      'dashboard.menu_audit',
      'dashboard.menu_item_stats',
      'dashboard.menu_calibration',
      'dashboard.menu_offline',
      'dashboard.menu_subscription',
      'dashboard.menu_account',
    ]);
  });

  it("shows a school its students and its account, none of a learner's study pages", () => {
    expect(menuItemsFor('school').map((i) => i.to)).toEqual([
      '/dashboard',
      '/dashboard/students',
      '/dashboard/seats',
      '/dashboard/message',
      '/dashboard/konte',
    ]);
  });
});
