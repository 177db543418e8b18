import { configure } from '@testing-library/react';

// The unit lane runs beside the typecheck, lint and client build on two cores, so a component
// may take a few times longer to appear than on an idle machine: findBy… and waitFor wait up to
// 5 s (1 s by default) before they fail.
configure({ asyncUtilTimeout: 5000 });
