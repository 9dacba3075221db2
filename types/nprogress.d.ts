declare module 'nprogress' {
  interface NProgressOptions {
    minimum: number;
    showSpinner: boolean;
    trickle: boolean;
    trickleSpeed: number;
    speed: number;
    template: string;
    barSelector: string;
  }
  const NProgress: {
    configure(options: Partial<NProgressOptions>): typeof NProgress;
    start(): typeof NProgress;
    done(force?: boolean): typeof NProgress;
    /** Whether the bar is showing (started and not yet done). */
    isStarted(): boolean;
  };
  export default NProgress;
}
