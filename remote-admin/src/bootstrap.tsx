import { Route, Routes } from 'react-router-dom';
import { renderStandalone } from '../../scripts/standalone-harness';
import AdminApp from './admin-app';
import LoginScreen from './features/auth/login-screen';

renderStandalone(
  <Routes>
    <Route path="/admin/login" element={<LoginScreen />} />
    <Route path="/admin/*" element={<AdminApp />} />
  </Routes>,
);
