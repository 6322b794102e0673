let schools = 0;

/**
 * What a driving school sends to sign up (`POST /api/schools`), valid, with a name and address of its
 * own; for the server's tests and the browser tests alike.
 */
export function buildSchoolSignUp(overrides: Record<string, string> = {}) {
  schools += 1;
  return {
    name: `Auto Ecole Intego ${schools}`,
    kind: 'auto_ecole',
    phone: '078 812 3456',
    tin: '123456789',
    province: 'Kigali',
    district: 'Gasabo',
    sector: 'Gisozi',
    email: `ishuri${schools}-${Date.now()}@example.rw`,
    password: 'ishuri-ryiza-cyane',
    ...overrides,
  };
}
