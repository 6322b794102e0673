import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GISOZI = { province: 'Kigali', district: 'Gasabo', sector: 'Gisozi', cell: 'Musezero' };

describe('the profile (Imyirondoro)', () => {
  it('saves the name and the place, and shows them as the signed-in user', async () => {
    const { api } = await learnerIn(server);
    const res = await api.call('PUT', '/api/account/profile', { displayName: '  Mugisha Eric ', ...GISOZI });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ displayName: 'Mugisha Eric', place: GISOZI });
    expect((await api.get('/api/auth/me')).json.user).toMatchObject({ displayName: 'Mugisha Eric', place: GISOZI });
  });

  it('refuses a cell outside its sector, and each level outside the one above, on its field', async () => {
    const { api } = await learnerIn(server);
    for (const [change, field] of [
      [{ cell: 'Kinyaga' }, 'cell'], // a cell of Bumbogo, not of Gisozi
      [{ sector: 'Tumba' }, 'sector'], // a sector of Huye
      [{ district: 'Huye' }, 'district'],
      [{ province: 'Kigali City' }, 'province'],
      [{ cell: '__proto__' }, 'cell'],
    ] as const) {
      const res = await api.call('PUT', '/api/account/profile', { displayName: 'Mugisha Eric', ...GISOZI, ...change });
      expect([res.status, res.json.fields], field).toEqual([400, { [field]: 'validation.place_invalid' }]);
    }
    expect((await api.get('/api/auth/me')).json.user.place).toBeNull();
  });

  it('names each missing field with its message, and needs a signed-in learner', async () => {
    const { api } = await learnerIn(server);
    const res = await api.call('PUT', '/api/account/profile', { displayName: 'Mu', province: '', district: ' ' });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      displayName: 'validation.name_too_short',
      province: 'validation.province_required',
      district: 'validation.district_required',
      sector: 'validation.sector_required',
      cell: 'validation.cell_required',
    });
    const anonymous = await client(server.base).call('PUT', '/api/account/profile', {
      displayName: 'Mugisha',
      ...GISOZI,
    });
    expect(anonymous.json.code).toBe('unauthenticated');
  });
});
