import { describe, expect, it } from 'vitest';
import { avatarColour, initials } from './avatar.tsx';

describe('the initials avatar', () => {
  it('takes the first letters of at most two words', () => {
    expect(initials('uwase aline mukamana')).toBe('UA');
    expect(initials('  Eric ')).toBe('E');
  });

  it('colours by the first letter, whatever its case', () => {
    expect(avatarColour('alice')).toBe(avatarColour('Aline'));
    expect(avatarColour('Alice')).not.toBe(avatarColour('Bosco'));
  });
});
