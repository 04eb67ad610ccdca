// The Administration screens read the shell's one viewer.
export { useViewer as useAdminViewer } from '../../../hooks/use-viewer';
