import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from 'shared-api';

/** Hands the router to shared-api, so the API client can send a signed-out visitor to a login page without a reload. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path));
  }, [navigate]);
  return null;
}
