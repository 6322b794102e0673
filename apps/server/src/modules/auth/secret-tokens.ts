import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: 43 characters. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps instead of a token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
