// The components are written on the platform model, and so is every user of `import InputReference`: it brings
// the model's public API (the mirror of public UIKit) with it. Never an `@_spi` import here: the harness's hooks
// stay out of the components (see "The harness boundary" in README.md).
@_exported import InputPlatform
