// The update notice and the maintenance screen, both driven by the server's system settings.
import { useState } from 'react';
import { useSession } from '../../session/useSession';
import { useAppStore } from '../../stores/appStore';
import { MaintenanceScreen } from '../pages/MaintenanceScreen';
import { UpdateNotice } from '../pages/UpdateNotice';
import { isNewerVersion } from '../version';

export function SystemNotices() {
  const system = useAppStore((s) => s.system);
  const { hasAnyRole } = useSession();
  const [dismissedVersion, setDismissedVersion] = useState<string | null>(null);
  const [bypassed, setBypassed] = useState(false);
  const serverVersion = system?.FrontendVersion ?? '';
  const showUpdate = isNewerVersion(serverVersion) && dismissedVersion !== serverVersion;
  const maintenance = Boolean(system?.Maintance) && !bypassed;
  return (
    <>
      {maintenance ? (
        <MaintenanceScreen canBypass={hasAnyRole(['developers'])} onBypass={() => setBypassed(true)} />
      ) : null}
      {showUpdate ? (
        <UpdateNotice serverVersion={serverVersion} onDismiss={() => setDismissedVersion(serverVersion)} />
      ) : null}
    </>
  );
}
