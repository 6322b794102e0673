/**
 * The admin's pages, in a module of their own: only the admin's menu links to them, so their addresses
 * stay out of the main script every visitor downloads (app/routes.tsx gives the same addresses).
 */
export const adminPaths = {
  users: '/dashboard/users',
  subscribers: '/dashboard/subscribers',
  payments: '/dashboard/payments',
  audit: '/dashboard/audit',
  schools: '/dashboard/schools',
  itemStats: '/dashboard/ibibazo-isesengura',
  calibration: '/dashboard/calibration',
} as const;
