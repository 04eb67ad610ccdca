import { StrokeIcon, type IconProps } from '../../../../components/icons';

// The catalogue's own icons, drawn like the shared ones; kept here so they load with its screens,
// not with the shell.

export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <StrokeIcon {...props} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 17.8l-6.2 3.2l1.2-6.9l-5-4.9l6.9-1l3.1-6.3l3.1 6.3l6.9 1l-5 4.9l1.2 6.9z" />
    </StrokeIcon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5l1.5-2.5l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </StrokeIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7z" />
      <path d="M3 7l9 6l9-6" />
    </StrokeIcon>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
      <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
    </StrokeIcon>
  );
}

export function TagIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M7.5 7.5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0-2 0" />
      <path d="M3 6v5.2a2 2 0 0 0 .6 1.4l8.1 8.1a2.4 2.4 0 0 0 3.4 0l5.6-5.6a2.4 2.4 0 0 0 0-3.4l-8.1-8.1A2 2 0 0 0 11.2 3H6a3 3 0 0 0-3 3" />
    </StrokeIcon>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 4h16v2.2a2 2 0 0 1-.6 1.4L15 12v7l-6 2v-8.5L4.5 7.5A2 2 0 0 1 4 6.2z" />
    </StrokeIcon>
  );
}

export function PhotoIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M15 8h.01" />
      <path d="M3 6a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6z" />
      <path d="M3 16l5-5c.9-.9 2.1-.9 3 0l5 5" />
      <path d="M14 14l1-1c.9-.9 2.1-.9 3 0l3 3" />
    </StrokeIcon>
  );
}

export function BankIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 21h18" />
      <path d="M3 10h18" />
      <path d="M5 6l7-3l7 3" />
      <path d="M4 10v11M20 10v11M8 14v3M12 14v3M16 14v3" />
    </StrokeIcon>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12h14" />
      <path d="M5 12l6 6" />
      <path d="M5 12l6-6" />
    </StrokeIcon>
  );
}

export function MoveIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M18 9l3 3l-3 3M15 12h6M6 9l-3 3l3 3M3 12h6M9 18l3 3l3-3M12 15v6M15 6l-3-3l-3 3M12 3v6" />
    </StrokeIcon>
  );
}

export function PowerIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M7 6a7.75 7.75 0 1 0 10 0" />
      <path d="M12 4v8" />
    </StrokeIcon>
  );
}
