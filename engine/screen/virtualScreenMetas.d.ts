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

// The form screens' precompiled validators (scripts/vite/formValidatorsPlugin.ts), one lazy chunk per form id.
declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  const loaders: Record<string, () => Promise<{ default: ValidatorFunctions }>>;
  export default loaders;
}
