// Components for content pages that the shell never draws: accordions, lists, action cards and the
// type scale. An entry of its own, bundled by the pages that import it, so the shell's start-up
// (which loads `@atrium/ui`) does not carry them.
export * from '../components/Accordion';
export * from '../components/List';
export * from '../components/ActionCard';
export * from '../components/Typography';
