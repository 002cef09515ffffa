// Types of the jest-dom matchers that scripts/jest/setup-tests.ts installs for every test file.
// Redundant (and safe to delete) once the repo's tsconfigs list "@testing-library/jest-dom" in `types`.
/// <reference types="@testing-library/jest-dom" />
