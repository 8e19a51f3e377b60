import InputFuzzCommand
import InputImplementations

InputFuzz(groups: BundledImplementations.all, onRequest: BundledImplementations.onRequest, matrixNotes: .bundled).main()
