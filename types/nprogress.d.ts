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
  };
  export default NProgress;
}
