import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from 'shared-api/schemas';

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

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
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
        .sign(key);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        // Pinning the algorithm rejects alg=none and key-confusion tricks.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const { sub, jti, exp, role } = payload;
        if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return undefined;
        if (role !== 'admin' && role !== 'customer') return undefined;
        return { sub, jti, exp, role };
      } catch {
        return undefined;
      }
    },
  };
}
