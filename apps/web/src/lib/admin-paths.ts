/** The admin's pages: the router and the admin's menu read them (the others' are the domain's `paths`). */
export const adminPaths = {
  users: '/dashboard/users',
  subscribers: '/dashboard/subscribers',
  payments: '/dashboard/payments',
  audit: '/dashboard/audit',
  schools: '/dashboard/schools',
  itemStats: '/dashboard/ibibazo-isesengura',
  calibration: '/dashboard/calibration',
} as const;
