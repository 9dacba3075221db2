// Form controls beyond the plain fields of `@atrium/ui/core`: sliders, ratings, selectable cards and
// fieldsets. An entry of its own, bundled by the pages that import it, so the shell's start-up (which
// loads `@atrium/ui`) does not carry them.
export * from '../components/Slider';
export * from '../components/Rating';
export * from '../components/ChoiceCard';
export * from '../components/Fieldset';
