// An emulator of UIKit for tests on Linux: content configurations and cell accessories.

/// A cell's content. Apple's protocol also requires `makeContentView()` and `updated(for:)`;
/// the emulator draws nothing, so it requires neither.
@preconcurrency @MainActor
public protocol UIContentConfiguration {}

/// The system list content: only its texts.
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public var text: String?
  public var secondaryText: String?

  /// Emulator only: which factory made the configuration.
  public var emulatedStyle: String

  init(emulatedStyle: String) {
    self.emulatedStyle = emulatedStyle
  }

  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(emulatedStyle: "cell")
  }

  public static func header() -> UIListContentConfiguration {
    UIListContentConfiguration(emulatedStyle: "header")
  }
}

/// A list cell accessory: thin, so that ported sample code compiles.
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellAccessory {
  public enum DisplayedState: Sendable {
    case always, whenEditing, whenNotEditing
  }

  public struct OutlineDisclosureOptions {
    public enum Style: Sendable {
      case automatic, header, cell
    }

    public var style: Style
    public var isHidden: Bool?

    public init(style: Style = .automatic, isHidden: Bool? = nil) {
      self.style = style
      self.isHidden = isHidden
    }
  }

  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool?

    public init(isHidden: Bool? = nil) {
      self.isHidden = isHidden
    }
  }

  public struct ReorderOptions {
    public var isHidden: Bool?

    public init(isHidden: Bool? = nil) {
      self.isHidden = isHidden
    }
  }

  public struct DeleteOptions {
    public var isHidden: Bool?

    public init(isHidden: Bool? = nil) {
      self.isHidden = isHidden
    }
  }

  /// Emulator only: which accessory this is.
  public enum EmulatedKind: Sendable, Equatable {
    case outlineDisclosure, disclosureIndicator, reorder, delete
  }

  /// Emulator only: which accessory this is.
  public let emulatedKind: EmulatedKind
  /// Emulator only: when the accessory shows.
  public let emulatedDisplayed: DisplayedState
  /// Emulator only: the outline disclosure's action, if any.
  public let emulatedActionHandler: (() -> Void)?

  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      emulatedKind: .outlineDisclosure, emulatedDisplayed: displayed,
      emulatedActionHandler: actionHandler)
  }

  public static func disclosureIndicator(
    displayed: DisplayedState = .always,
    options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      emulatedKind: .disclosureIndicator, emulatedDisplayed: displayed, emulatedActionHandler: nil)
  }

  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      emulatedKind: .reorder, emulatedDisplayed: displayed, emulatedActionHandler: nil)
  }

  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      emulatedKind: .delete, emulatedDisplayed: displayed, emulatedActionHandler: actionHandler)
  }
}
