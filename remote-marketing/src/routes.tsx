import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage, Loading } from 'shared-ui';

// One chunk per page: a visitor downloads only the page they open, and a prerendered page preloads its own
// (the first argument is the chunk's name, as the import's comment gives it).
const HomePage = lazyPage('page-home', () => import(/* webpackChunkName: "page-home" */ './pages/home-page'));
const AboutPage = lazyPage('page-about', () => import(/* webpackChunkName: "page-about" */ './pages/about-page'));
const ServicesPage = lazyPage('page-services', () => import(/* webpackChunkName: "page-services" */ './pages/services-page'));
const ServicePage = lazyPage('page-service', () => import(/* webpackChunkName: "page-service" */ './pages/service-page'));
const IndustryPage = lazyPage('page-industry', () => import(/* webpackChunkName: "page-industry" */ './pages/industry-page'));
const ClientsPage = lazyPage('page-clients', () => import(/* webpackChunkName: "page-clients" */ './pages/clients-page'));
const BlogPage = lazyPage('page-blog', () => import(/* webpackChunkName: "page-blog" */ './pages/blog-page'));
const BlogPostPage = lazyPage('page-blog-post', () => import(/* webpackChunkName: "page-blog-post" */ './pages/blog-post-page'));
const ContactPage = lazyPage('page-contact', () => import(/* webpackChunkName: "page-contact" */ './pages/contact-page'));
const QuotePage = lazyPage('page-quote', () => import(/* webpackChunkName: "page-quote" */ './pages/quote-page'));
const LoginPage = lazyPage('page-login', () => import(/* webpackChunkName: "page-login" */ './pages/login-page'));
const SignupPage = lazyPage('page-signup', () => import(/* webpackChunkName: "page-signup" */ './pages/signup-page'));
const ForgotPasswordPage = lazyPage(
  'page-forgot-password',
  () => import(/* webpackChunkName: "page-forgot-password" */ './pages/forgot-password-page'),
);
const ResetPasswordPage = lazyPage(
  'page-reset-password',
  () => import(/* webpackChunkName: "page-reset-password" */ './pages/reset-password-page'),
);
const PrivacyPolicyPage = lazyPage(
  'page-privacy-policy',
  () => import(/* webpackChunkName: "page-privacy-policy" */ './pages/privacy-policy-page'),
);
const TermsPage = lazyPage('page-terms', () => import(/* webpackChunkName: "page-terms" */ './pages/terms-page'));
const CustomerPortalPage = lazyPage(
  'page-customer-portal',
  () => import(/* webpackChunkName: "page-customer-portal" */ './pages/customer-portal-page'),
);
const DocumentationPage = lazyPage(
  'page-documentation',
  () => import(/* webpackChunkName: "page-documentation" */ './pages/documentation-page'),
);
const ContactSupportPage = lazyPage(
  'page-contact-support',
  () => import(/* webpackChunkName: "page-contact-support" */ './pages/contact-support-page'),
);
const TrackPage = lazyPage('page-track', () => import(/* webpackChunkName: "page-track" */ './pages/track-page'));
const TrackShipmentPage = lazyPage(
  'page-track-shipment',
  () => import(/* webpackChunkName: "page-track-shipment" */ './pages/track-shipment-page'),
);
const HelpCenterPage = lazyPage(
  'page-help-center',
  () => import(/* webpackChunkName: "page-help-center" */ './pages/help-center-page'),
);
const HelpArticlePage = lazyPage(
  'page-help-article',
  () => import(/* webpackChunkName: "page-help-article" */ './pages/help-article-page'),
);

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
