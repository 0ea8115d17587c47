// Types of the build-time screen metadata module (scripts/vite/screenMetasPlugin.ts).
declare module 'virtual:screen-metas' {
  const metas: Array<{
    file: string;
    id: string;
    kind: string;
    title: string;
    route?: string;
    area?: string;
    roles: string[];
    public: boolean;
    drillFor?: string;
  }>;
  export default metas;
}
