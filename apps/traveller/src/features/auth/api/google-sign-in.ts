/** @module Google sign-in: a popup first, a full-page redirect when the browser blocks popups (spec 7). */
import { getRedirectResult, signInWithPopup, signInWithRedirect, type UserCredential } from 'firebase/auth';
import { auth, googleProvider, popupRedirectResolver } from '@turismo/app-core/firebase';
import { firebaseErrorCode } from '../lib/firebase-errors.ts';

/**
 * Opens Google sign-in. Google's scripts (apis.google.com) load only now, when the user has pressed the button
 * (issue 13).
 * @returns the credential, or null when the page is being redirected (the result is read by
 * {@link readGoogleRedirect} when the page loads again)
 */
export async function signInWithGoogle(): Promise<UserCredential | null> {
  try {
    return await signInWithPopup(auth, googleProvider, popupRedirectResolver);
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/popup-blocked') {
      await signInWithRedirect(auth, googleProvider, popupRedirectResolver);
      return null;
    }
    throw error;
  }
}

/** The result of a Google redirect sign-in that brought the user back to this page, or null. */
export function readGoogleRedirect(): Promise<UserCredential | null> {
  return getRedirectResult(auth, popupRedirectResolver);
}
