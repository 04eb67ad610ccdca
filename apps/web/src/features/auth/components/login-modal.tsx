import { useEffect, useState } from 'react';
import { Modal } from '@mantine/core';
import { reloadPage } from '../../../lib/reload-page';
import { LOGIN_HEADING, LoginPanel } from './login-panel';

/**
 * The modal lives in a portal beside the app. While it is open, the app behind it (where the login
 * page may show the very same button) is hidden from assistive technology and made inert, as
 * aria-modal promises.
 */
function useHideAppBehind(opened: boolean) {
  useEffect(() => {
    const app = document.getElementById('root');
    if (!opened || !app) return;
    app.setAttribute('aria-hidden', 'true');
    app.inert = true;
    return () => {
      app.removeAttribute('aria-hidden');
      app.inert = false;
    };
  }, [opened]);
}

type LoginModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The user may close it (button, Escape, outside click) unless this is false. */
  closable?: boolean;
};

export function LoginModal({ opened, onClose, closable = true }: LoginModalProps) {
  const [signedIn, setSignedIn] = useState(false);
  useHideAppBehind(opened);
  // Once the token is stored, leaving the modal in any way shows the signed-in page.
  const close = () => {
    onClose();
    if (signedIn) reloadPage();
  };
  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      closeOnClickOutside={closable}
      closeOnEscape={closable}
      centered
      size={420}
      radius="lg"
    >
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content aria-label={LOGIN_HEADING} style={{ overflow: 'hidden' }}>
        {closable && <Modal.CloseButton aria-label="Close" pos="absolute" top={12} right={12} style={{ zIndex: 1 }} />}
        <LoginPanel onSuccess={() => setSignedIn(true)} onContinue={close} />
      </Modal.Content>
    </Modal.Root>
  );
}
