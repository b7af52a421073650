import type { EntityManager } from 'typeorm';
import type { ConsoleActor } from '../../console/console-actor';

/** A console account as sign-in sees it. */
export interface ConsoleSignInAccount extends ConsoleActor {
  /** Null while an invited account has not set its password yet. */
  passwordHash: string | null;
  disabled: boolean;
}

/**
 * The console accounts as sign-in and the guard read them. admin/accounts implements it (bound in
 * ConsoleAuthModule), so the dependency runs one way: accounts use auth (hashing passwords, ending sessions),
 * auth knows accounts only through this.
 */
export abstract class ConsoleAccountDirectory {
  /** An enabled account. */
  abstract findActor(id: string, manager?: EntityManager): Promise<ConsoleActor | null>;
  /** An enabled account whose sign-in `signInId` is still live. */
  abstract findSignedInActor(id: string, signInId: string): Promise<ConsoleActor | null>;
  /** The account with this (lower-cased) e-mail, disabled or not. */
  abstract findForSignIn(email: string): Promise<ConsoleSignInAccount | null>;
  abstract recordSignIn(id: string, manager: EntityManager): Promise<void>;
}
