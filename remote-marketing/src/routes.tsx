import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from 'shared-ui';

// One chunk per page: a visitor downloads only the page they open.
const HomePage = lazy(() => import('./pages/home-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const SignupPage = lazy(() => import('./pages/signup-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password-page'));

/** The public site's route tree, mounted by the shell at `/*`. */
export default function MarketingRoutes() {
  return (
    <Suspense fallback={<Loading minHeight="60vh" />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        {/* Spec §2: any unknown path goes to the home page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
