// The catalogue's screens read the shell's one viewer.
export { useViewer as useCatalogueViewer } from '../../../hooks/use-viewer';
