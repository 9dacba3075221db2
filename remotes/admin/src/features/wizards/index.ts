// The wizards feature's public face: what the other features of the area (the showcase's dialogs) use.
export { validateWizardStep } from './components/validateWizardStep';
