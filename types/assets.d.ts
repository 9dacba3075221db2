declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.css?inline' {
  const css: string;
  export default css;
}
declare module 'swiper/css?inline' {
  const css: string;
  export default css;
}
declare module 'swiper/css/*' {
  const css: string;
  export default css;
}
declare module '*.ttf' {
  const url: string;
  export default url;
}
