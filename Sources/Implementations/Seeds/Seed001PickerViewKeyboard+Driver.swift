import InputConformance
import InputReference

// The harness half of seed 001: its driver and instrumentation, not part of the seed (the port is in
// `Seed001PickerViewKeyboard.swift`).

extension Seed001 {
  /// Forwards every delegate call to the seed's owner and records what Done emits.
  final class RecordingDelegate: PickerViewKeyboardDelegate {
    let owner: ViewController
    let results = ResultLog()

    init(owner: ViewController) { self.owner = owner }

    func titlesOfPickerViewKeyboard(sender: PickerViewKeyboard) -> [String] {
      owner.titlesOfPickerViewKeyboard(sender: sender)
    }

    func initSelectedRow(sender: PickerViewKeyboard) -> Int { owner.initSelectedRow(sender: sender) }
    func didCancel(sender: PickerViewKeyboard) { owner.didCancel(sender: sender) }

    func didDone(sender: PickerViewKeyboard, selectedData: String) {
      results.values.append([selectedData])
      owner.didDone(sender: sender, selectedData: selectedData)
    }
  }

  /// The seed judged by the suite: the button and its owner, wired as the storyboard and `viewDidLoad` would.
  static func implementation(name: String, capabilities: Capabilities) -> Implementation {
    Implementation(name: name, capabilities: capabilities) { environment in
      let window = Window(environment: environment)
      let button = PickerViewKeyboard()
      let owner = ViewController()
      owner.pickerKeyboardButton = button
      owner.resultLabel = Label()
      owner.viewDidLoad()
      let recorder = RecordingDelegate(owner: owner)
      button.delegate = recorder
      return .responder(
        PlatformPickerKeyboardDriver(
          control: button, window: window, capabilities: capabilities,
          value: { owner.resultLabel.text.map { [$0] } }, results: { recorder.results.values },
          data: { [owner.dataSource] }))
    }
  }
}
