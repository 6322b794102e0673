import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-routes.ts';

describe('the address of an API call', () => {
  it("fills the route's parameters, each encoded", () => {
    expect(apiUrl('PUT /api/exams/:id/answers/:position', { params: { id: 'a/b c', position: 7 } })).toBe(
      '/api/exams/a%2Fb%20c/answers/7',
    );
    expect(apiUrl('GET /api/exams/current')).toBe('/api/exams/current');
  });

  it('adds the query, leaving out what is not given', () => {
    expect(apiUrl('GET /api/exams/results', { query: { before: '' } })).toBe('/api/exams/results');
    expect(apiUrl('GET /api/exams/results', { query: { before: '2026-12-08T10:00:00.000Z' } })).toBe(
      '/api/exams/results?before=2026-12-08T10%3A00%3A00.000Z',
    );
    expect(
      apiUrl('GET /api/school/students/:id', { params: { id: 's1' }, query: { before: undefined, lang: 'en' } }),
    ).toBe('/api/school/students/s1?lang=en');
  });
});
