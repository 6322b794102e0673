import { afterEach, vi } from 'vitest';

// An error logged where none was expected is a failure, even if the assertions passed.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.splice(0);
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
