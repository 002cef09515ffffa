import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from 'shared-ui';

// One chunk per page: a visitor downloads only the page they open.
const HomePage = lazy(() => import('./pages/home-page'));
const AboutPage = lazy(() => import('./pages/about-page'));
const ServicesPage = lazy(() => import('./pages/services-page'));
const ServicePage = lazy(() => import('./pages/service-page'));
const IndustryPage = lazy(() => import('./pages/industry-page'));
const ClientsPage = lazy(() => import('./pages/clients-page'));
const BlogPage = lazy(() => import('./pages/blog-page'));
const BlogPostPage = lazy(() => import('./pages/blog-post-page'));
const ContactPage = lazy(() => import('./pages/contact-page'));
const QuotePage = lazy(() => import('./pages/quote-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const SignupPage = lazy(() => import('./pages/signup-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password-page'));
const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy-page'));
const TermsPage = lazy(() => import('./pages/terms-page'));
const CustomerPortalPage = lazy(() => import('./pages/customer-portal-page'));
const DocumentationPage = lazy(() => import('./pages/documentation-page'));
const ContactSupportPage = lazy(() => import('./pages/contact-support-page'));
const TrackPage = lazy(() => import('./pages/track-page'));
const TrackShipmentPage = lazy(() => import('./pages/track-shipment-page'));
const HelpCenterPage = lazy(() => import('./pages/help-center-page'));
const HelpArticlePage = lazy(() => import('./pages/help-article-page'));

/** The public site's route tree, mounted by the shell at `/*`. */
export default function MarketingRoutes() {
  return (
    // As tall as the screen, like the shell's own placeholder, so the footer stays below the fold until the page is in.
    <Suspense fallback={<Loading minHeight="100vh" />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/:slug" element={<ServicePage />} />
        <Route path="industries/:slug" element={<IndustryPage />} />
        <Route path="clients" element={<ClientsPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="quote" element={<QuotePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-and-conditions" element={<TermsPage />} />
        <Route path="support/customer-portal" element={<CustomerPortalPage />} />
        <Route path="support/documentation" element={<DocumentationPage />} />
        <Route path="support/contact-support" element={<ContactSupportPage />} />
        <Route path="track" element={<TrackPage />} />
        <Route path="support/track-shipment" element={<TrackShipmentPage />} />
        <Route path="support/help-center" element={<HelpCenterPage />} />
        <Route path="support/help-center/:articleId" element={<HelpArticlePage />} />
        {/* Spec §2: any unknown path goes to the home page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
