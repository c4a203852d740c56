import { randomBytes } from 'node:crypto';
import { MEETING_LIMITS } from '@school/machines';
import type { JoinCodes } from './meeting';

/** Unambiguous letters and digits: 32 of them, so each random byte gives one without bias. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A join code: 10 characters from a CSPRNG (50 bits), unguessable; uniqueness is the code table's key. */
const newCode = () =>
  [...randomBytes(MEETING_LIMITS.codeLength)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

/** A meeting's three codes (teacher, assistant, student), made at the edge and stored in its event. */
export const newCodes = (): JoinCodes => ({ teacher: newCode(), assistant: newCode(), student: newCode() });
