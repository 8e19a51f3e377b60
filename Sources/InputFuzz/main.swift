import InputFuzzCommand
import InputImplementations

InputFuzz(
  groups: BundledImplementations.all, onRequest: BundledImplementations.onRequest,
  onRequestGroups: BundledImplementations.onRequestGroups, matrixNotes: .bundled
).main()
