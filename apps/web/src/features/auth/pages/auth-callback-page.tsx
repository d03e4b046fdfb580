import { AuthCallbackScreen } from '../components/auth-callback-screen';

/** /auth/callback (email links) and /auth/github/callback (GitHub). */
export function AuthCallbackPage() {
  return <AuthCallbackScreen />;
}
