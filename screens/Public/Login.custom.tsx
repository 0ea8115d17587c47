// The public home '/': the sign-in page of the session feature (engine/app/pages/LoginPage), registered as the
// custom component of screens/Public/Home.screen.json so the home route is catalogued like every other screen.
import { LoginPage } from '../../engine/kit';

export default function Login() {
  return <LoginPage />;
}
