import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type Role } from 'shared-api/schemas';

export interface TokenClaims {
  sub: string;
  role: Role;
  jti: string;
  exp: number;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export interface TokenService {
  issue(userId: string, role: Role): Promise<IssuedToken>;
  /** Checks signature and expiry; returns undefined for anything unusable (never throws). */
  verify(token: string): Promise<TokenClaims | undefined>;
}

const ALGORITHM = 'HS256';
/** Tokens whose signature was checked recently; a signed token stays valid until `exp`. */
const VERIFIED_KEPT = 5_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // Imported once: handed the raw bytes, jose imports the key again for every token it checks.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, TokenClaims>();
  return {
    async issue(userId, role) {
      const jti = randomUUID();
      const issuedAt = Math.floor(Date.now() / 1000);
      const exp = issuedAt + ttlSeconds;
      const token = await new SignJWT({ role })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(await key);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      // Every API call checks its token, and the signature check cost a tenth of a small answer's
      // time; a token string checked once is the same token until it expires (revocation is the
      // session row's business, read on every call).
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known;
        verified.delete(token);
        return undefined;
      }
      try {
        // Pinning the algorithm rejects alg=none and key-confusion tricks.
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM] });
        const { sub, jti, exp, role } = payload;
        if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return undefined;
        if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return undefined;
        const claims: TokenClaims = { sub, jti, exp, role: role as Role };
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
